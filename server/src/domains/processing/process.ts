import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  entityKeywords,
  listItems,
  lists,
  rawData,
  rawDataBuckets,
  rawDataContacts,
  rawDataEntities,
  rejectedNames,
  suggestedEntities,
  suggestedEntityEvidence,
  taggingHits,
  taggingRules,
} from '../../db/schema/index.ts';
import { type Tx, withTenant } from '../../db/scoped.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { extractUrl, recogniseText, UnreadableDocument } from '../collection/extract.ts';
import { addEmails } from '../emails/store.ts';
import { type Candidate, type Contact, nameGrams, normaliseName, occurrences, snippetAround } from './recognise.ts';
import { matchRule } from './tagging.ts';

export const RAW_DATA_ENTITY = 'RawData';
const ProcessPayload = z.object({ tenantId: z.number().int(), rawDataId: z.number().int() });

type Known = { type: 'Organization' | 'Person' | 'Keyword' | 'Terminology' | 'Geo'; id: number; names: string[] };
type Outcome = { newOrganizations: { id: number; name_dba: string }[]; newSuggestionIds: number[] };

/** Existing records whose name (or alias) is one of the text's word n-grams: one query per kind. */
async function findKnown(tx: Tx, tenantId: number, text: string): Promise<{ known: Known[]; places: string[] }> {
  const grams = nameGrams(text);
  // Lower-case with accents too, for names stored with accents.
  const lowered = [...new Set([...grams, ...nameGramsKeepingAccents(text)])];
  if (lowered.length === 0) return { known: [], places: [] };
  // One parameter (a JSON array), not one per gram.
  const arr = sql`array(select jsonb_array_elements_text(${JSON.stringify(lowered)}::jsonb))`;
  const rows = await tx.execute<{ type: Known['type']; id: number; names: string[] }>(sql`
    select 'Organization' as type, id, array_remove(array[name_dba, name_inc] || aliases, null) as names
      from organizations where tenant_id = ${tenantId} and lower(name_dba) = any(${arr})
    union
    select 'Organization', id, array_remove(array[name_dba, name_inc] || aliases, null)
      from organizations where tenant_id = ${tenantId} and lower(name_inc) = any(${arr})
    union
    select 'Organization', id, array_remove(array[name_dba, name_inc] || aliases, null)
      from organizations
     where tenant_id = ${tenantId} and cardinality(aliases) > 0
       and exists (select 1 from unnest(aliases) a where lower(a) = any(${arr}))
    union
    select 'Person', id, array_remove(array[concat_ws(' ', name_given, name_family), name_legal] || aliases, null)
      from people
     where tenant_id = ${tenantId}
       and lower(coalesce(name_given, '') || ' ' || coalesce(name_family, '')) = any(${arr})
    union
    select 'Person', id, array_remove(array[concat_ws(' ', name_given, name_family), name_legal] || aliases, null)
      from people
     where tenant_id = ${tenantId} and cardinality(aliases) > 0
       and exists (select 1 from unnest(aliases) a where lower(a) = any(${arr}))
    union
    select 'Keyword', id, array[name] from keywords where tenant_id = ${tenantId} and lower(name) = any(${arr})
    union
    select 'Terminology', id, array[term] || aliases from terminology
     where tenant_id = ${tenantId}
       and (lower(term) = any(${arr}) or exists (select 1 from unnest(aliases) a where lower(a) = any(${arr})))
    union
    select 'Geo', id, array[name] from geos where lower(name) = any(${arr})
    limit 2000`);
  const cities = await tx.execute<{ name: string }>(
    sql`select distinct lower(name) as name from cities where lower(name) = any(${arr}) limit 500`,
  );
  return {
    known: rows.rows.map((r) => ({ type: r.type, id: Number(r.id), names: r.names })),
    places: cities.rows.map((c) => c.name),
  };
}

function nameGramsKeepingAccents(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
  if (!words.some((w) => /[^ -~]/.test(w))) return [];
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let gram = '';
    for (let n = 0; n < 6 && i + n < words.length; n++) {
      gram = n === 0 ? (words[i] as string) : `${gram} ${words[i + n]}`;
      out.add(gram);
    }
  }
  return [...out];
}

/** The existing organization or person a new name probably is (trigram similarity). */
async function probableMatch(tx: Tx, tenantId: number, c: Candidate): Promise<number | null> {
  const rows =
    c.kind === 'organization'
      ? await tx.execute<{ id: number }>(sql`
          select id from organizations
           where tenant_id = ${tenantId} and name_dba % ${c.name}
             and similarity(lower(name_dba), ${c.normalized}) >= 0.5
           order by similarity(lower(name_dba), ${c.normalized}) desc limit 1`)
      : await tx.execute<{ id: number }>(sql`
          select id from people
           where tenant_id = ${tenantId}
             and similarity(lower(concat_ws(' ', name_given, name_family)), ${c.normalized}) >= 0.6
             and (name_family % ${c.name.split(' ').at(-1) ?? c.name})
           order by similarity(lower(concat_ws(' ', name_given, name_family)), ${c.normalized}) desc limit 1`);
  const id = rows.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/** Letters and digits only, lower case: how a name is compared with an address. */
const squash = (s: string) => normaliseName(s).replace(/[^a-z0-9]/g, '');

/**
 * The suggestion an email belongs to: one whose name the address spells (press@acme-robotics.example
 * → Acme Robotics GmbH; jane.doe@… → Jane Doe), else the name nearest to it (within 300 characters).
 */
function suggestionForEmail(contact: Contact, spans: { id: number; start: number; name: string }[]): number | null {
  const [local = '', domain = ''] = contact.value.split('@');
  const host = squash(domain.split('.').slice(0, -1).join(''));
  const user = squash(local);
  for (const s of spans) {
    const words = normaliseName(s.name).split(' ');
    const core = squash(words.filter((w) => !/^(gmbh|inc|ltd|llc|ag|sa|plc|co|corp)$/.test(w)).join(''));
    if (core.length >= 4 && (host.includes(core) || (core.includes(host) && host.length >= 4))) return s.id;
    const family = squash(words.at(-1) ?? '');
    if (words.length >= 2 && family.length >= 3 && user.includes(family)) return s.id;
  }
  let best: { id: number; gap: number } | null = null;
  for (const s of spans) {
    const gap = Math.abs(s.start - contact.start);
    if (gap <= 300 && (!best || gap < best.gap)) best = { id: s.id, gap };
  }
  return best?.id ?? null;
}

async function applyTaggingRules(tx: Tx, tenantId: number, rawDataId: number, text: string, linked: Known[]) {
  const rules = await tx
    .select()
    .from(taggingRules)
    .where(and(eq(taggingRules.tenantId, tenantId), eq(taggingRules.enabled, true)));
  for (const rule of rules) {
    const hit = matchRule(
      { matchText: rule.matchText, algorithm: rule.algorithm, caseSensitive: rule.caseSensitive },
      text,
    );
    if (!hit.matched) continue;
    await tx.insert(taggingHits).values({ tenantId, ruleId: rule.id, rawDataId }).onConflictDoNothing();
    if (rule.targetKeywordId)
      await tx
        .insert(entityKeywords)
        .values({ tenantId, keywordId: rule.targetKeywordId, entityType: RAW_DATA_ENTITY, entityId: rawDataId })
        .onConflictDoNothing();
    if (rule.targetBucketId)
      await tx
        .insert(rawDataBuckets)
        .values({ tenantId, rawDataId, bucketId: rule.targetBucketId })
        .onConflictDoNothing();
    if (rule.targetListId) {
      // A list holds curated records, not raw data: the rule adds the records found in the item that fit the list.
      const [list] = await tx
        .select({ type: lists.type })
        .from(lists)
        .where(and(eq(lists.tenantId, tenantId), eq(lists.id, rule.targetListId)));
      const wanted =
        list?.type === 'OrganizationsList' ? 'Organization' : list?.type === 'PeopleList' ? 'Person' : null;
      const items = linked.filter((k) => k.type === wanted);
      if (items.length)
        await tx
          .insert(listItems)
          .values(items.map((k) => ({ tenantId, listId: rule.targetListId as number, itemId: k.id })))
          .onConflictDoNothing();
    }
  }
}

/**
 * The whole processing of one item (DESIGN §6). Reading and parsing happen first; every write happens
 * in one transaction at the end, and each write replaces or upserts, so a job killed anywhere and run
 * again ends exactly as one clean run (no duplicate suggestions, evidence, links or emails).
 */
export async function processRawData(
  app: FastifyInstance,
  tenantId: number,
  rawDataId: number,
): Promise<Outcome | null> {
  const db = app.database;
  const item = await withTenant(db, tenantId, async (tx) => {
    const [row] = await tx
      .update(rawData)
      .set({ processingStatus: 'processing', errorMessage: null, updatedAt: sql`now()` })
      .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId)))
      .returning();
    return row;
  });
  if (!item) return null; // deleted meanwhile
  await app.events.publish(tenantId, 'research', 'raw_data_update', {
    id: item.id,
    title: item.title,
    processing_status: 'processing',
    updated_at: item.updatedAt.toISOString(),
  });

  let text = item.text;
  if (!text.trim() && item.sourceUrl) {
    // A URL item saved without its text (e.g. imported): fetch the page now, through the SSRF guard.
    const page = await extractUrl(item.sourceUrl, app.config.fetch).catch((err: unknown) => {
      if (err instanceof FetchRefused) throw new UnreadableDocument(`The source could not be fetched: ${err.message}`);
      throw err;
    });
    text = page.text;
    await withTenant(db, tenantId, (tx) =>
      tx
        .update(rawData)
        .set({ text, title: item.title || page.title, extracted: { format: page.kind, ...page.metadata } })
        .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId))),
    );
  }
  if (!text.trim()) throw new UnreadableDocument('Nothing to process: the item has no text.');

  const { known, places } = await withTenant(db, tenantId, (tx) => findKnown(tx, tenantId, text));
  const knownNames = new Set(known.flatMap((k) => k.names.map(normaliseName)));
  const rejected = await withTenant(db, tenantId, (tx) =>
    tx
      .select({ kind: rejectedNames.kind, name: rejectedNames.normalizedName })
      .from(rejectedNames)
      .where(eq(rejectedNames.tenantId, tenantId)),
  );
  const rejects = new Set([...knownNames, ...places, ...rejected.map((r) => r.name)]);
  const recognised = await recogniseText(text, rejects);
  // A new name inside a known one ("Robotics GmbH" in "Acme Robotics GmbH") is a piece of it, not a name.
  const knownSpans = known.flatMap((k) => k.names.flatMap((n) => occurrences(text, normaliseName(n))));
  const candidates = recognised.candidates
    .map((c) => ({ ...c, spans: c.spans.filter((s) => !knownSpans.some((k) => s.start < k.end && k.start < s.end)) }))
    .filter((c) => c.spans.length > 0);
  const { contacts } = recognised;

  if (app.config.processingDelayMs) await new Promise((r) => setTimeout(r, app.config.processingDelayMs));
  const outcome = await withTenant(db, tenantId, async (tx) => {
    // Known records found in the text.
    await tx
      .delete(rawDataEntities)
      .where(and(eq(rawDataEntities.tenantId, tenantId), eq(rawDataEntities.rawDataId, rawDataId)));
    const links = known
      .map((k) => ({
        k,
        count: Math.max(...k.names.map((n) => occurrences(text, normaliseName(n)).length), 0),
      }))
      .filter((l) => l.count > 0);
    if (links.length)
      await tx
        .insert(rawDataEntities)
        .values(
          links.map(({ k, count }) => ({
            tenantId,
            rawDataId,
            entityType: k.type,
            entityId: k.id,
            occurrences: count,
          })),
        )
        .onConflictDoNothing();
    const people = links.filter((l) => l.k.type === 'Person').map((l) => l.k.id);
    if (people.length)
      await tx.execute(sql`
        update people p set raw_data_count = (
          select count(*) from raw_data_entities e
           where e.tenant_id = p.tenant_id and e.entity_type = 'Person' and e.entity_id = p.id)
         where p.tenant_id = ${tenantId} and p.id in ${people}`);

    // New names → suggestions with evidence. Evidence of an earlier run of this item is replaced.
    const touched = new Set(
      (
        await tx
          .delete(suggestedEntityEvidence)
          .where(and(eq(suggestedEntityEvidence.tenantId, tenantId), eq(suggestedEntityEvidence.rawDataId, rawDataId)))
          .returning({ id: suggestedEntityEvidence.suggestedEntityId })
      ).map((r) => r.id),
    );
    const spans: { id: number; start: number; name: string }[] = [];
    const created: Outcome = { newOrganizations: [], newSuggestionIds: [] };
    for (const c of candidates) {
      const matched = await probableMatch(tx, tenantId, c);
      const [row] = await tx
        .insert(suggestedEntities)
        .values({ tenantId, kind: c.kind, name: c.name, normalizedName: c.normalized, matchedEntityId: matched })
        .onConflictDoUpdate({
          target: [suggestedEntities.tenantId, suggestedEntities.kind, suggestedEntities.normalizedName],
          set: {
            updatedAt: sql`now()`,
            matchedEntityId: sql`coalesce(${suggestedEntities.matchedEntityId}, excluded.matched_entity_id)`,
          },
        })
        .returning({ id: suggestedEntities.id, inserted: sql<boolean>`(xmax = 0)`, name: suggestedEntities.name });
      if (!row) continue;
      touched.add(row.id);
      if (row.inserted) {
        created.newSuggestionIds.push(row.id);
        if (c.kind === 'organization') created.newOrganizations.push({ id: row.id, name_dba: row.name });
      }
      const evidence = c.spans.slice(0, 20).map((span) => {
        spans.push({ id: row.id, start: span.start, name: c.name });
        const { snippet } = snippetAround(text, span);
        return {
          tenantId,
          suggestedEntityId: row.id,
          rawDataId,
          snippet,
          startOffset: span.start,
          endOffset: span.end,
        };
      });
      if (evidence.length) await tx.insert(suggestedEntityEvidence).values(evidence).onConflictDoNothing();
    }
    if (touched.size)
      await tx.execute(sql`
        update suggested_entities s set occurrences = (
          select count(*) from suggested_entity_evidence e
           where e.tenant_id = s.tenant_id and e.suggested_entity_id = s.id)
         where s.tenant_id = ${tenantId} and s.id in ${[...touched]}`);

    // Emails, URLs, domains and phones; emails also go to the email list.
    await tx
      .delete(rawDataContacts)
      .where(and(eq(rawDataContacts.tenantId, tenantId), eq(rawDataContacts.rawDataId, rawDataId)));
    if (contacts.length)
      await tx
        .insert(rawDataContacts)
        .values(
          contacts.map((c) => ({
            tenantId,
            rawDataId,
            kind: c.kind,
            value: c.value.slice(0, 500),
            suggestedEntityId: c.kind === 'email' ? suggestionForEmail(c, spans) : null,
          })),
        )
        .onConflictDoNothing();
    const emails = contacts.filter((c) => c.kind === 'email');
    if (emails.length)
      await addEmails(
        tx,
        tenantId,
        emails.map((e) => ({ email: e.value, source: `raw_data:${rawDataId}` })),
      );

    await applyTaggingRules(
      tx,
      tenantId,
      rawDataId,
      text,
      links.map((l) => l.k),
    );

    const summary = {
      entities: links.length,
      suggestions: candidates.length,
      emails: emails.length,
      processed_at: new Date().toISOString(),
    };
    await tx
      .update(rawData)
      .set({
        processingStatus: 'completed',
        errorMessage: null,
        extracted: sql`${rawData.extracted} || ${JSON.stringify({ summary })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId)));
    return created;
  });
  return outcome;
}

async function markError(app: FastifyInstance, tenantId: number, rawDataId: number, message: string) {
  const [row] = await withTenant(app.database, tenantId, (tx) =>
    tx
      .update(rawData)
      .set({ processingStatus: 'error', errorMessage: message, updatedAt: sql`now()` })
      .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId)))
      .returning({ id: rawData.id, title: rawData.title, updatedAt: rawData.updatedAt }),
  );
  if (row)
    await app.events.publish(tenantId, 'research', 'raw_data_error', {
      id: row.id,
      title: row.title,
      processing_status: 'error',
      error_message: message,
      updated_at: row.updatedAt.toISOString(),
    });
}

/** Publishes what a finished run produced (after its transaction committed). */
async function announce(app: FastifyInstance, tenantId: number, rawDataId: number, outcome: Outcome) {
  const [row] = await withTenant(app.database, tenantId, (tx) =>
    tx
      .select({ id: rawData.id, title: rawData.title, status: rawData.processingStatus, updatedAt: rawData.updatedAt })
      .from(rawData)
      .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId))),
  );
  if (!row) return;
  await app.events.publish(tenantId, 'research', 'raw_data_process_complete', {
    id: row.id,
    title: row.title,
    processing_status: row.status,
    updated_at: row.updatedAt.toISOString(),
  });
  if (outcome.newSuggestionIds.length)
    await app.events.publish(tenantId, 'research', 'new_suggested_entities', {
      raw_data_id: rawDataId,
      ids: outcome.newSuggestionIds,
      count: outcome.newSuggestionIds.length,
    });
  if (outcome.newOrganizations.length === 1)
    await app.events.publish(tenantId, 'research', 'new_suggested_organization', {
      ...outcome.newOrganizations[0],
      updated_at: new Date().toISOString(),
    });
  if (outcome.newOrganizations.length)
    await app.events.publish(tenantId, 'research', 'new_suggested_organizations', {
      suggested_organizations: outcome.newOrganizations,
    });
}

/** The pg-boss job, bound to this app. Retries after a crash (the job expires, then runs again). */
export function processingJob(app: FastifyInstance): JobDefinition<typeof ProcessPayload> {
  const retryLimit = 3;
  return {
    name: 'raw-data-process',
    payload: ProcessPayload,
    retryLimit,
    expireInSeconds: app.config.jobExpireSeconds,
    concurrency: 1,
    async handler({ tenantId, rawDataId }, { attempt }) {
      try {
        const outcome = await processRawData(app, tenantId, rawDataId);
        if (outcome) await announce(app, tenantId, rawDataId, outcome);
      } catch (err) {
        if (err instanceof UnreadableDocument) return markError(app, tenantId, rawDataId, err.message);
        app.log.error({ err, tenantId, rawDataId }, 'raw data processing failed');
        if (attempt >= retryLimit) return markError(app, tenantId, rawDataId, 'Processing failed; try again later.');
        throw err;
      }
    },
  };
}

/** Marks items pending and enqueues one job each (singleton per item while queued). */
export async function enqueueProcessing(
  app: FastifyInstance,
  job: JobDefinition<typeof ProcessPayload>,
  tenantId: number,
  ids: number[],
) {
  if (ids.length === 0) return 0;
  const rows = await withTenant(app.database, tenantId, (tx) =>
    tx
      .update(rawData)
      .set({ processingStatus: 'pending', errorMessage: null, updatedAt: sql`now()` })
      .where(and(eq(rawData.tenantId, tenantId), inArray(rawData.id, ids)))
      .returning({ id: rawData.id }),
  );
  for (const r of rows) await app.jobs.send(job, { tenantId, rawDataId: r.id }, `raw-data-${tenantId}-${r.id}`);
  return rows.length;
}
