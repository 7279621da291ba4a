import type { TReportDocument } from '@intel/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../../db/ctx.ts';
import {
  rawData,
  rawDataContacts,
  rawDataEntities,
  reports,
  suggestedEntities,
  suggestedEntityEvidence,
} from '../../db/schema/index.ts';
import { type Tx, withTenant } from '../../db/scoped.ts';
import { fileName } from '../../lib/download-name.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type PdfLine, renderPdf } from '../../lib/pdf.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { linkedNames } from './linked-names.ts';

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DATE_RE = new RegExp(
  `\\b(?:(\\d{1,2})\\s+(${MONTHS})\\s+(\\d{4})|(${MONTHS})\\s+(\\d{1,2}),?\\s+(\\d{4})|(${MONTHS})\\s+(\\d{4})|(\\d{4})-(\\d{2})-(\\d{2})|(?:in|since|by|until|from)\\s+(\\d{4}))\\b`,
  'g',
);
const monthNo = (m: string) => String(MONTHS.split('|').indexOf(m) + 1).padStart(2, '0');

/** Sentences of a text (a simple splitter: enough for a report's timeline and key sentences). */
function sentences(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const re = /[^.!?\n]+[.!?]?/g;
  for (const m of text.matchAll(re)) {
    const s = m[0].trim();
    if (s.length >= 20 && s.length <= 600) out.push({ text: s, start: m.index ?? 0 });
  }
  return out;
}

function dateOf(m: RegExpMatchArray): string {
  if (m[3]) return `${m[3]}-${monthNo(m[2] as string)}-${(m[1] as string).padStart(2, '0')}`;
  if (m[6]) return `${m[6]}-${monthNo(m[4] as string)}-${(m[5] as string).padStart(2, '0')}`;
  if (m[8]) return `${m[8]}-${monthNo(m[7] as string)}`;
  if (m[9]) return `${m[9]}-${m[10]}-${m[11]}`;
  return m[12] as string;
}

/** Builds the report document over a set of raw data items (read-only). */
export async function buildReport(tx: Tx, tenantId: number, ids: number[]): Promise<TReportDocument> {
  const items = await tx
    .select({ id: rawData.id, title: rawData.title, type: rawData.type, text: rawData.text })
    .from(rawData)
    .where(and(eq(rawData.tenantId, tenantId), inArray(rawData.id, ids)));
  if (items.length === 0) throw new Error('None of the chosen raw data items exist any more.');
  const itemIds = items.map((i) => i.id);
  const links = await tx
    .select()
    .from(rawDataEntities)
    .where(and(eq(rawDataEntities.tenantId, tenantId), inArray(rawDataEntities.rawDataId, itemIds)));
  const names = await linkedNames(
    tx,
    tenantId,
    links.map((l) => ({ type: l.entityType, id: l.entityId })),
  );
  const totals = new Map<
    string,
    { type: string; id: number | null; name: string; count: number; suggested: boolean }
  >();
  for (const l of links) {
    const key = `${l.entityType}:${l.entityId}`;
    const cur = totals.get(key) ?? {
      type: l.entityType,
      id: l.entityId,
      name: names.get(key) ?? '',
      count: 0,
      suggested: false,
    };
    cur.count += l.occurrences;
    totals.set(key, cur);
  }
  const suggested = await tx
    .select({
      kind: suggestedEntities.kind,
      name: suggestedEntities.name,
      status: suggestedEntities.status,
      n: sql<number>`count(*)`,
    })
    .from(suggestedEntityEvidence)
    .innerJoin(
      suggestedEntities,
      and(
        eq(suggestedEntities.tenantId, suggestedEntityEvidence.tenantId),
        eq(suggestedEntities.id, suggestedEntityEvidence.suggestedEntityId),
      ),
    )
    .where(and(eq(suggestedEntityEvidence.tenantId, tenantId), inArray(suggestedEntityEvidence.rawDataId, itemIds)))
    .groupBy(suggestedEntities.kind, suggestedEntities.name, suggestedEntities.status);
  for (const s of suggested)
    if (s.status === 'suggested')
      totals.set(`s:${s.kind}:${s.name}`, {
        type: s.kind === 'organization' ? 'Organization' : 'Person',
        id: null,
        name: s.name,
        count: Number(s.n),
        suggested: true,
      });
  const contacts = await tx
    .select()
    .from(rawDataContacts)
    .where(and(eq(rawDataContacts.tenantId, tenantId), inArray(rawDataContacts.rawDataId, itemIds)));
  const domainCounts = new Map<string, number>();
  for (const c of contacts) if (c.kind === 'domain') domainCounts.set(c.value, (domainCounts.get(c.value) ?? 0) + 1);

  const entityNames = [...totals.values()]
    .filter((e) => e.type === 'Organization' || e.type === 'Person')
    .map((e) => e.name.toLowerCase());
  const timeline: TReportDocument['timeline'] = [];
  const scored: { text: string; raw_data_id: number; score: number }[] = [];
  for (const item of items) {
    for (const s of sentences(item.text)) {
      const lower = s.text.toLowerCase();
      const mentions = entityNames.filter((n) => n && lower.includes(n)).length;
      DATE_RE.lastIndex = 0;
      const date = DATE_RE.exec(s.text);
      if (date && timeline.length < 100) timeline.push({ date: dateOf(date), text: s.text, raw_data_id: item.id });
      if (mentions)
        scored.push({
          text: s.text,
          raw_data_id: item.id,
          score: mentions + (date ? 0.5 : 0) + (/\d/.test(s.text) ? 0.25 : 0),
        });
    }
  }
  timeline.sort((a, b) => a.date.localeCompare(b.date));
  const keySentences = scored
    .sort((a, b) => b.score - a.score)
    .slice(0, 8)
    .map(({ text, raw_data_id }) => ({ text, raw_data_id }));
  const all = [...totals.values()].sort((a, b) => b.count - a.count);
  const characters = items.reduce((n, i) => n + i.text.length, 0);
  const words = items.reduce((n, i) => n + (i.text.match(/\S+/g)?.length ?? 0), 0);
  const doc: Omit<TReportDocument, 'markdown'> = {
    title: items.length === 1 ? `Report: ${items[0]?.title}` : `Report on ${items.length} raw data items`,
    generated_at: new Date().toISOString(),
    overview: {
      documents: items.length,
      characters,
      words,
      items: items.map((i) => ({ id: i.id, title: i.title, type: i.type })),
    },
    entities: all.filter(
      (e) => e.type === 'Organization' || e.type === 'Person' || e.type === 'Geo' || e.type === 'Terminology',
    ),
    keywords: all.filter((e) => e.type === 'Keyword').map((e) => ({ name: e.name, count: e.count })),
    emails: [...new Set(contacts.filter((c) => c.kind === 'email').map((c) => c.value))].sort(),
    domains: [...domainCounts].map(([domain, count]) => ({ domain, count })).sort((a, b) => b.count - a.count),
    timeline,
    key_sentences: keySentences,
  };
  return { ...doc, markdown: toMarkdown(doc) };
}

const pluralRules = new Intl.PluralRules('en');
/** "1 mention", "3 mentions", "1,200 words": the noun as English counts it, not "mention(s)". */
const counted = (n: number, noun: string) =>
  `${n.toLocaleString('en-US')} ${pluralRules.select(n) === 'one' ? noun : `${noun}s`}`;

function toMarkdown(d: Omit<TReportDocument, 'markdown'>): string {
  const lines = [
    `# ${d.title}`,
    '',
    `Generated ${d.generated_at.slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    '## Overview',
    '',
  ];
  lines.push(`${counted(d.overview.documents, 'document')}, ${counted(d.overview.words, 'word')}.`, '');
  for (const i of d.overview.items) lines.push(`- ${i.title} (${i.type}, #${i.id})`);
  const section = (title: string, rows: string[], empty: string) =>
    lines.push('', `## ${title}`, '', ...(rows.length ? rows : [empty]));
  section(
    'Entities found',
    d.entities.map(
      (e) =>
        `- **${e.name}** — ${e.type}${e.suggested ? ' (suggested, not yet reviewed)' : ''}: ${counted(e.count, 'mention')}`,
    ),
    'No organizations or people were found.',
  );
  section(
    'Keywords',
    d.keywords.map((k) => `- ${k.name}: ${k.count}`),
    'No keywords matched.',
  );
  section(
    'Emails and domains',
    [...d.emails.map((e) => `- ${e}`), ...d.domains.map((x) => `- ${x.domain} (${x.count})`)],
    'None found.',
  );
  section(
    'Timeline',
    d.timeline.map((t) => `- **${t.date}** — ${t.text}`),
    'No dates were mentioned.',
  );
  section(
    'Key sentences',
    d.key_sentences.map((s) => `> ${s.text}`),
    'None.',
  );
  return `${lines.join('\n')}\n`;
}

function toPdf(d: TReportDocument): Promise<Buffer> {
  const lines: PdfLine[] = [];
  for (const raw of d.markdown.split('\n')) {
    if (raw.startsWith('# ')) lines.push({ text: raw.slice(2), size: 18, bold: true, gap: 4 });
    else if (raw.startsWith('## ')) lines.push({ text: raw.slice(3), size: 13, bold: true, gap: 8 });
    else if (raw.trim())
      lines.push({
        text: raw.replace(/\*\*/g, '').replace(/^- /, '• ').replace(/^> /, '“') + (raw.startsWith('> ') ? '”' : ''),
      });
  }
  return renderPdf(lines, { title: d.title, created: new Date(d.generated_at) });
}

const ReportPayload = z.object({ tenantId: z.number().int(), reportId: z.number().int() });

/** The job that builds a queued report and says so on the research stream (start, complete or error). */
export function reportJob(app: FastifyInstance): JobDefinition<typeof ReportPayload> {
  return {
    name: 'raw-data-report',
    payload: ReportPayload,
    retryLimit: 2,
    expireInSeconds: app.config.jobExpireSeconds,
    async handler({ tenantId, reportId }) {
      const [report] = await withTenant(app.database, tenantId, (tx) =>
        tx
          .update(reports)
          .set({ status: 'running', updatedAt: sql`now()` })
          .where(and(eq(reports.tenantId, tenantId), eq(reports.id, reportId)))
          .returning(),
      );
      if (!report) return;
      await app.events.publish(tenantId, 'research', 'generate_raw_data_report_start', { task_id: report.taskId });
      try {
        const result = await withTenant(app.database, tenantId, async (tx) => {
          const doc = await buildReport(tx, tenantId, report.rawDataIds);
          await tx
            .update(reports)
            .set({ status: 'complete', result: doc, errorMessage: null, updatedAt: sql`now()` })
            .where(and(eq(reports.tenantId, tenantId), eq(reports.id, reportId)));
          return doc;
        });
        await app.events.publish(tenantId, 'research', 'generate_raw_data_report_complete', {
          task_id: report.taskId,
          title: result.title,
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : 'The report could not be generated.';
        await withTenant(app.database, tenantId, (tx) =>
          tx
            .update(reports)
            .set({ status: 'error', errorMessage: message, updatedAt: sql`now()` })
            .where(and(eq(reports.tenantId, tenantId), eq(reports.id, reportId))),
        );
        await app.events.publish(tenantId, 'research', 'generate_raw_data_report_error', {
          task_id: report.taskId,
          error_message: message,
        });
      }
    },
  };
}

/** Queues a report over the items of `ids` that exist (404 when none does); the job is sent by the caller. */
export async function createReport(ctx: Ctx, ids: number[]): Promise<typeof reports.$inferSelect> {
  const found = await ctx.tx
    .select({ id: rawData.id })
    .from(rawData)
    .where(and(eq(rawData.tenantId, ctx.tenantId), inArray(rawData.id, ids)));
  if (found.length === 0) throw notFound('None of these raw data items exist.');
  const [row] = await ctx.tx
    .insert(reports)
    .values({ tenantId: ctx.tenantId, rawDataIds: found.map((f) => f.id), createdBy: ctx.userId })
    .returning();
  return row as typeof reports.$inferSelect;
}

export async function loadReport(ctx: Ctx, taskId: string): Promise<typeof reports.$inferSelect> {
  const [row] = await ctx.tx
    .select()
    .from(reports)
    .where(and(eq(reports.tenantId, ctx.tenantId), eq(reports.taskId, taskId)));
  if (!row) throw notFound('Report not found.');
  return row;
}

/** A complete report as a file: Markdown, or PDF; named after its title, in whatever script it is written. */
export async function reportFile(
  row: typeof reports.$inferSelect,
  format: 'md' | 'pdf',
): Promise<{ type: string; name: string; body: Buffer | string }> {
  const doc = row.result as TReportDocument;
  const name = doc.title || `report-${row.taskId.slice(0, 8)}`;
  if (format === 'pdf') return { type: 'application/pdf', name: fileName(name, 'pdf'), body: await toPdf(doc) };
  return { type: 'text/markdown; charset=utf-8', name: fileName(name, 'md'), body: doc.markdown };
}
