import type { TListQuery } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listWhere, orderBy, readPage } from './listing.ts';
import { type AnyDef, baseWhere } from './resource-def.ts';
import { readFields } from './resource-read.ts';
import { sendXlsx } from './xlsx.ts';

/** Rows per transaction of an export: each page is its own short transaction. */
export const EXPORT_PAGE = 500;
/** An export's transactions run under the export statement timeout (config `statementTimeouts`). */
const EXPORT = { statementClass: 'export' } as const;

/** The list as an .xlsx download, read page by page (same filters and ordering as the list). */
export async function sendExport(def: AnyDef, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as TListQuery & { format?: string };
  const raw = request.query as Record<string, unknown>;
  const where = await request.withTenant(
    async (ctx) => listWhere(def.list, baseWhere(def, ctx), query, raw, ctx),
    EXPORT,
  );
  // Checked before the download starts: a bad ordering must be a 400, not a stream cut short.
  orderBy(def.list, query.ordering);
  const pages = async function* () {
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const batch = await request.withTenant(async (ctx) => {
        // The export needs no total.
        const page = await readPage(ctx.tx, def.list, where, { ...query, limit: EXPORT_PAGE, offset }, request.url, {
          fields: readFields(def, ctx),
          total: sql`select 0`,
        });
        return page.results.length ? def.present(page.results, ctx) : [];
      }, EXPORT);
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < EXPORT_PAGE) return;
    }
  };
  return sendXlsx(reply, `${def.path.replaceAll('/', '-').replace(/^-/, '')}.xlsx`, def.label, def.xlsx, pages());
}
