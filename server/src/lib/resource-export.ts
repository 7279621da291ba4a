import type { TListQuery } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { heavyWork } from './heavy-work.ts';
import { listWhere, orderBy, readPage } from './listing.ts';
import { type AnyListDef, baseWhere, listTx } from './resource-def.ts';
import { callerShape, readFields } from './resource-read.ts';
import { sendXlsx } from './xlsx.ts';

/** Rows per transaction of an export: each page is its own short transaction. */
export const EXPORT_PAGE = 500;
/** An export's transactions run under the export statement timeout (config `statementTimeouts`). */
const EXPORT = { statementClass: 'export' } as const;

/**
 * The list as an .xlsx download, read page by page (same filters and ordering as the list): one of the
 * tenant's heavy requests (lib/heavy-work.ts) until its last byte is sent.
 */
export function sendExport(def: AnyListDef, request: FastifyRequest, reply: FastifyReply) {
  return heavyWork(request, reply, 'export', () => streamExport(def, request, reply));
}

async function streamExport(def: AnyListDef, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as TListQuery & { format?: string };
  const raw = request.query as Record<string, unknown>;
  const where = await listTx(
    request,
    def,
    async (ctx) => listWhere(def.list, baseWhere(def, ctx), query, raw, ctx),
    EXPORT,
  );
  // Checked before the download starts: a bad ordering must be a 400, not a stream cut short.
  orderBy(def.list, query.ordering);
  const pages = async function* () {
    // Page by page along the list's own keyset links: an offset stops at MAX_OFFSET rows, and
    // past it every "next" page would be the same one again.
    let cursor: string | undefined;
    for (;;) {
      const { rows, next } = await listTx(
        request,
        def,
        async (ctx) => {
          // The export needs no total.
          const page = await readPage(
            ctx.tx,
            def.list,
            where,
            { ...query, limit: EXPORT_PAGE, offset: 0, cursor },
            request.url,
            { fields: readFields(def, ctx), total: sql`select 0`, shape: `${def.path}|${callerShape(ctx)}` },
          );
          return { rows: page.results.length ? await def.present(page.results, ctx) : [], next: page.next };
        },
        EXPORT,
      );
      if (rows.length) yield rows;
      cursor = next ? (new URL(next, 'http://x').searchParams.get('cursor') ?? undefined) : undefined;
      if (!cursor) return;
    }
  };
  return sendXlsx(reply, `${def.path.replaceAll('/', '-').replace(/^-/, '')}.xlsx`, def.label, def.xlsx, pages());
}
