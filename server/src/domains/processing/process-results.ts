import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Tx, withTenant } from '../../db/scoped.ts';
import { fixedStatements } from '../../lib/compiled.ts';
import type { Published } from '../../lib/events.ts';
import { yieldingTo } from '../../lib/import-upload.ts';
import { addEmails } from '../emails/store.ts';
import type { Candidate, Contact, Span } from '../reading/candidate.ts';
import type { Known } from './names.ts';
import { lockProcessingWrites } from './process-lock.ts';
import { type RuleHits, writeTaggingHits } from './process-tagging.ts';
import { clearEarlierRun, suggestionForEmail, writeLinks, writeSuggestions } from './process-writes.ts';

/**
 * Names written by one piece of the write (their suggestions, then their evidence: two statements). A
 * document may suggest 1,000 names with 2,000 evidence rows; in one statement pair they held the embedded
 * database's one session for 1–3.6 s at load 18 (traced: the evidence insert alone 0.5–2.5 s), and every
 * request of every tenant with it (issue 33 item 3).
 */
export const NAMES_PER_PIECE = 25;

/** How many pieces of a document's names are written so far, by raw data id, while they are (tests read it). */
export const resultsBeingWritten = new Map<number, { pieces: number }>();

export type Outcome = {
  /** Whether alerts of this item (its mentions of watched records) wait to be handed out (watches/dispatch.ts). */
  alerted: boolean;
  newOrganizations: { id: number; name_dba: string }[];
  newSuggestionIds: number[];
  item: { id: number; title: string; status: string; updatedAt: Date };
};

export type Results = {
  tenantId: number;
  rawDataId: number;
  text: string;
  known: Known[];
  find: (name: string) => Span[];
  /** The document's new names within its budget, and the record each probably is. */
  candidates: Candidate[];
  matches: (number | null)[];
  contacts: Contact[];
  ruleHits: RuleHits;
  summary: Record<string, unknown>;
  /** Kept with the item beside its summary (`extracted`). */
  extracted: Record<string, unknown>;
};

/**
 * Writes what processing found, replacing what an earlier run of the item wrote. The first transaction
 * clears the earlier run and writes the links, emails and tagging hits; the names follow in pieces of
 * NAMES_PER_PIECE, a transaction committing after the piece in progress once it has run `IMPORT_BATCH_MS`
 * or, where one session serves every connection, once another request waits for the database; the last
 * transaction marks the item completed with its contacts and announces it. Each transaction holds the
 * tenant's processing lock, and moves the maintained counts by what it wrote, so a job killed between
 * two leaves consistent counts, and its retry (which clears the earlier run first) ends as one clean run.
 * An ordinary document (≤ NAMES_PER_PIECE names) is one transaction, as before.
 */
export async function writeResults(
  app: FastifyInstance,
  r: Results,
): Promise<{ outcome: Outcome; announced: () => Promise<void> } | null> {
  const { tenantId, rawDataId, text } = r;
  // In the document's order (every writer of a tenant's suggestions holds its processing lock).
  const order = r.candidates.map((_, i) => i);
  const pieces: number[][] = [];
  for (let i = 0; i < order.length; i += NAMES_PER_PIECE) pieces.push(order.slice(i, i + NAMES_PER_PIECE));
  if (pieces.length === 0) pieces.push([]);
  const { othersWaiting = () => false } = yieldingTo(app.database);
  const progress = { pieces: 0 };
  resultsBeingWritten.set(rawDataId, progress);
  // The evidence written, in the candidates' order (an email's suggestion is looked for in it).
  const spans: { id: number; start: number; name: string }[] = [];
  const created: Pick<Outcome, 'newOrganizations' | 'newSuggestionIds'> = {
    newOrganizations: [],
    newSuggestionIds: [],
  };
  let links: Awaited<ReturnType<typeof writeLinks>> | null = null;
  let next = 0;
  try {
    for (;;) {
      const written = await withTenant(
        app.database,
        tenantId,
        async (tx) => {
          await lockProcessingWrites(tx, tenantId);
          const started = performance.now();
          let evidenceBefore: number[] = [];
          if (!links) {
            const earlier = await clearEarlierRun(tx, tenantId, rawDataId);
            links = await writeLinks(tx, tenantId, rawDataId, r.known, r.find, earlier.people, earlier.chosen);
            evidenceBefore = earlier.evidence;
            // Emails also go to the email list.
            const emails = r.contacts.filter((c) => c.kind === 'email');
            if (emails.length)
              await addEmails(
                tx,
                tenantId,
                emails.map((e) => ({ email: e.value, source: `raw_data:${rawDataId}` })),
              );
            await writeTaggingHits(
              tx,
              tenantId,
              rawDataId,
              r.ruleHits,
              links.links.map((l) => l.k),
            );
          }
          do {
            const piece = pieces[next] as number[];
            const names = await writeSuggestions(
              tx,
              tenantId,
              rawDataId,
              text,
              piece.map((i) => r.candidates[i] as Candidate),
              piece.map((i) => r.matches[i] ?? null),
              evidenceBefore,
            );
            evidenceBefore = [];
            spans.push(...names.spans);
            created.newOrganizations.push(...names.created.newOrganizations);
            created.newSuggestionIds.push(...names.created.newSuggestionIds);
            next += 1;
            progress.pieces = next;
          } while (next < pieces.length && performance.now() - started < app.config.importBatchMs && !othersWaiting());
          if (next < pieces.length) return { finished: false as const };
          const outcome = await complete(tx, r, links, spans, created);
          if (!outcome) return { finished: true as const, value: null };
          // What the run produced is announced by its own commit (the last statements: see `publishWith`).
          const announced = await app.events.publishWith(tx, tenantId, completionEvents(rawDataId, outcome));
          return { finished: true as const, value: { outcome, announced } };
          // Not waiting for the disk: the job's completion (pg-boss) commits after, synchronously (db/scoped.ts).
        },
        { asyncCommit: true },
      );
      if (written.finished) return written.value;
    }
  } finally {
    resultsBeingWritten.delete(rawDataId);
  }
}

/** A value a fixed statement is run with (lib/compiled.ts `fixedStatements`). */
const slot = (name: string) => sql.placeholder(name);

/** `complete`'s statement (lib/compiled.ts), with or without contacts to store. */
const completion = fixedStatements((shape: 'with contacts' | 'alone') => {
  const stored =
    shape === 'with contacts'
      ? sql`with contacts as (
        insert into raw_data_contacts (tenant_id, raw_data_id, kind, value, suggested_entity_id)
        select ${slot('tenantId')}, ${slot('rawDataId')}, x.kind, x.value, x.suggested
          from unnest(${slot('kinds')}::text[], ${slot('values')}::text[], ${slot('suggested')}::bigint[])
               as x(kind, value, suggested)
        on conflict do nothing) `
      : sql``;
  return sql`${stored}
    update raw_data set processing_status = 'completed', error_message = null, updated_at = now(), processed_at = now(),
           extracted = extracted || ${slot('extracted')}::jsonb
     where tenant_id = ${slot('tenantId')} and id = ${slot('rawDataId')}
    returning id, title, processing_status::text as status, (extract(epoch from updated_at) * 1000)::float8 as updated_ms,
              exists (select 1 from alerts a where a.tenant_id = ${slot('tenantId')} and a.raw_data_id = ${slot('rawDataId')}
                                              and a.dispatched_at is null) as alerted`;
});

/** Completed, with its contacts and summary: one statement, in the last transaction of `writeResults`. */
async function complete(
  tx: Tx,
  r: Results,
  links: Awaited<ReturnType<typeof writeLinks>>,
  spans: { id: number; start: number; name: string }[],
  created: Pick<Outcome, 'newOrganizations' | 'newSuggestionIds'>,
): Promise<Outcome | null> {
  const { tenantId, rawDataId, contacts } = r;
  const summary = {
    entities: links.links.length,
    ambiguous_names: links.ambiguous,
    suggestions: r.candidates.length,
    emails: contacts.filter((c) => c.kind === 'email').length,
    ...r.summary,
    processed_at: new Date().toISOString(),
  };
  const [row] = await completion<{
    id: number | string;
    title: string;
    status: string;
    updated_ms: number;
    alerted: boolean;
  }>(tx, contacts.length ? 'with contacts' : 'alone', {
    tenantId,
    rawDataId,
    kinds: contacts.map((c) => c.kind),
    values: contacts.map((c) => c.value.slice(0, 500)),
    suggested: contacts.map((c) => (c.kind === 'email' ? suggestionForEmail(c, spans) : null)),
    extracted: JSON.stringify({ summary, ...r.extracted }),
  });
  if (!row) return null;
  return {
    ...created,
    alerted: row.alerted,
    item: { id: Number(row.id), title: row.title, status: row.status, updatedAt: new Date(row.updated_ms) },
  };
}

/** The events of a finished run. */
export function completionEvents(rawDataId: number, outcome: Outcome): Published[] {
  const row = outcome.item;
  const events: Published[] = [
    {
      audience: 'research',
      type: 'raw_data_process_complete',
      data: { id: row.id, title: row.title, processing_status: row.status, updated_at: row.updatedAt.toISOString() },
    },
  ];
  if (outcome.newSuggestionIds.length)
    events.push({
      audience: 'research',
      type: 'new_suggested_entities',
      data: { raw_data_id: rawDataId, ids: outcome.newSuggestionIds, count: outcome.newSuggestionIds.length },
    });
  if (outcome.newOrganizations.length === 1)
    events.push({
      audience: 'research',
      type: 'new_suggested_organization',
      data: { ...outcome.newOrganizations[0], updated_at: new Date().toISOString() },
    });
  if (outcome.newOrganizations.length)
    events.push({
      audience: 'research',
      type: 'new_suggested_organizations',
      data: { suggested_organizations: outcome.newOrganizations },
    });
  return events;
}
