/**
 * The worker-kill part's items and their effects: what each uploaded item says, the effects of
 * processing it read back with SQL, and how they compare with the expected and the clean run.
 */
import { withAdmin } from './cluster.ts';

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ra', 'tu', 'vo', 'ze', 'pi', 'su', 'do', 'fe', 'ga', 'hu', 'ji', 'wa'];

/** A made-up word, different for every n ("Kakalo", "Zekalo"...), so that every item names its own organization. */
function word(n: number): string {
  let s = '';
  for (let x = n + 256; x > 0; x = Math.floor(x / 16)) s += SYLLABLES[x % 16];
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Item n: a new organization named twice (one suggestion with two pieces of evidence), a known
 * organization and a known person (links to existing records), an email of the new organization's
 * own domain (one contact, one address on the email list, a domain counted once).
 */
export function item(n: number) {
  const w = word(n);
  return {
    title: `Faults job ${n}`,
    org: `${w} Quantum Labs GmbH`,
    // The key the app keeps an organization's suggestion under: without its trailing legal form
    // (server/src/domains/reading/name-keys.ts), so "X Quantum Labs" and "X Quantum Labs GmbH" are one.
    normalized: `${w.toLowerCase()} quantum labs`,
    email: `press@${w.toLowerCase()}quantum.io`,
    text: [
      `${w} Quantum Labs GmbH raised 8 million euros in May 2024.`,
      `The round was led by Orbital Kelp Ventures, according to Tomas Weller, chief executive of ${w} Quantum Labs GmbH.`,
      `Contact: press@${w.toLowerCase()}quantum.io.`,
    ].join('\n'),
  };
}

export type Effects = {
  n: number;
  id: number | null;
  status: string | null;
  /** Links to known records, and their occurrences. */
  entities: number;
  entityOccurrences: number;
  /** Evidence rows of this item (all suggestions), contacts, completion events. */
  evidence: number;
  contacts: number;
  completions: number;
  summarized: boolean;
  /** The item's own organization: suggestions with its name, their occurrences, its evidence here. */
  suggestions: number;
  suggestionOccurrences: number;
  ownEvidence: number;
  /** Its address on the email list, and the count of its domain. */
  emails: number;
  domainCount: number;
};

export const vector = (e: Effects) =>
  [
    e.entities,
    e.entityOccurrences,
    e.evidence,
    e.contacts,
    e.completions,
    e.summarized,
    e.suggestions,
    e.suggestionOccurrences,
    e.ownEvidence,
    e.emails,
    e.domainCount,
  ].join('/');
export const VECTOR_LABEL =
  'entities/entity occurrences/evidence/contacts/completion events/summary/suggestions/suggestion occurrences/own evidence/emails/domain count';

/** Every item's effects, read with SQL (items 1…jobs, in order). */
export async function readEffects(dbUrl: string, tenantId: number, jobs: number): Promise<Effects[]> {
  const items = Array.from({ length: jobs }, (_, i) => item(i + 1));
  return withAdmin(dbUrl, async (c) => {
    const { rows } = await c.query<Record<string, string | number | boolean | null>>(
      `with items(n, title, normalized, email) as (select * from unnest($2::int[], $3::text[], $4::text[], $5::text[]))
       select i.n, r.id, r.processing_status as status,
         (select count(*) from raw_data_entities e where e.tenant_id = $1 and e.raw_data_id = r.id) as entities,
         (select coalesce(sum(e.occurrences), 0) from raw_data_entities e where e.tenant_id = $1 and e.raw_data_id = r.id) as entity_occurrences,
         (select count(*) from suggested_entity_evidence v where v.tenant_id = $1 and v.raw_data_id = r.id) as evidence,
         (select count(*) from raw_data_contacts x where x.tenant_id = $1 and x.raw_data_id = r.id) as contacts,
         (select count(*) from live_events l where l.tenant_id = $1 and l.type = 'raw_data_process_complete'
             and l.data->>'id' = r.id::text) as completions,
         coalesce(r.extracted ? 'summary', false) as summarized,
         (select count(*) from suggested_entities s where s.tenant_id = $1 and s.normalized_name = i.normalized) as suggestions,
         (select coalesce(max(s.occurrences), 0) from suggested_entities s where s.tenant_id = $1 and s.normalized_name = i.normalized) as suggestion_occurrences,
         (select count(*) from suggested_entity_evidence v join suggested_entities s
             on s.tenant_id = v.tenant_id and s.id = v.suggested_entity_id
           where v.tenant_id = $1 and v.raw_data_id = r.id and s.normalized_name = i.normalized) as own_evidence,
         (select count(*) from emails m where m.tenant_id = $1 and m.email = i.email) as emails,
         (select coalesce(max(d.cleaned_emails_count), 0) from domains d
           where d.tenant_id = $1 and d.domain = split_part(i.email, '@', 2)) as domain_count
       from items i left join raw_data r on r.tenant_id = $1 and r.title = i.title
       order by i.n`,
      [
        tenantId,
        items.map((_, i) => i + 1),
        items.map((x) => x.title),
        items.map((x) => x.normalized),
        items.map((x) => x.email),
      ],
    );
    return rows.map(
      (r): Effects => ({
        n: Number(r.n),
        id: r.id === null ? null : Number(r.id),
        status: (r.status as string | null) ?? null,
        entities: Number(r.entities),
        entityOccurrences: Number(r.entity_occurrences),
        evidence: Number(r.evidence),
        contacts: Number(r.contacts),
        completions: Number(r.completions),
        summarized: r.summarized === true,
        suggestions: Number(r.suggestions),
        suggestionOccurrences: Number(r.suggestion_occurrences),
        ownEvidence: Number(r.own_evidence),
        emails: Number(r.emails),
        domainCount: Number(r.domain_count),
      }),
    );
  });
}

/** The known person's link count, suggestion counters off their evidence, and pg-boss job states. */
export async function readExtra(dbUrl: string, tenantId: number, personId: number) {
  return withAdmin(dbUrl, async (c) => {
    const person = await c.query<{ n: string }>(
      'select raw_data_count as n from people where tenant_id = $1 and id = $2',
      [tenantId, personId],
    );
    const drift = await c.query<{ n: string }>(
      `select count(*) as n from suggested_entities s where s.tenant_id = $1 and s.occurrences <> (
         select count(*) from suggested_entity_evidence v where v.tenant_id = s.tenant_id and v.suggested_entity_id = s.id)`,
      [tenantId],
    );
    const jobs = await c
      .query<{ state: string; n: string; retries: string }>(
        `select state::text, count(*) as n, sum(retry_count) as retries from pgboss.job
          where name = 'raw-data-process' group by 1`,
      )
      .then((r) => Object.fromEntries(r.rows.map((x) => [x.state, { jobs: Number(x.n), retries: Number(x.retries) }])))
      .catch((e: unknown) => ({ error: String(e) }));
    return { personCount: Number(person.rows[0]?.n), occurrenceDrift: Number(drift.rows[0]?.n), jobs };
  });
}

/** The history of every item whose effects are off: its live events and its pg-boss jobs. */
export async function readHistory(
  dbUrl: string,
  tenantId: number,
  effects: Effects[],
): Promise<Record<string, unknown>> {
  const odd = effects.filter((e) => e.id !== null && (e.completions !== 1 || e.status !== 'completed')).slice(0, 10);
  return odd.length
    ? await withAdmin(dbUrl, async (c) => {
        const out: Record<string, unknown> = {};
        for (const e of odd) {
          const events = await c.query(
            `select id, type, data->>'processing_status' as status, created_at::text as at from live_events
              where tenant_id = $1 and type like 'raw\\_data\\_%' and data->>'id' = $2::text order by id`,
            [tenantId, String(e.id)],
          );
          const jobs = await c
            .query(
              `select id, state::text, retry_count, created_on::text, started_on::text, completed_on::text
                 from pgboss.job where name = 'raw-data-process' and data->>'rawDataId' = $1::text order by created_on`,
              [String(e.id)],
            )
            .then((r) => r.rows)
            .catch((err: unknown) => String(err));
          out[`#${e.n} (id ${e.id})`] = { events: events.rows, jobs };
        }
        return out;
      })
    : {};
}

/** The clean run: the effects most items processed before the first kill share; and the items off it. */
export function compareEffects(effects: Effects[], cleanIds: number[]) {
  const cleanSet = new Set(cleanIds);
  const tally = new Map<string, number>();
  for (const e of effects)
    if (e.id !== null && cleanSet.has(e.id)) tally.set(vector(e), (tally.get(vector(e)) ?? 0) + 1);
  const reference = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const expected = {
    entities: 2,
    entityOccurrences: 2,
    contacts: 2,
    completions: 1,
    summarized: true,
    suggestions: 1,
    suggestionOccurrences: 2,
    ownEvidence: 2,
    emails: 1,
    domainCount: 1,
  };
  const offExpected = effects.filter((e) => Object.entries(expected).some(([k, v]) => e[k as keyof Effects] !== v));
  const offReference = reference ? effects.filter((e) => vector(e) !== reference) : effects;
  const notCompleted = effects.filter((e) => e.status !== 'completed');
  const completionsOff = effects.filter((e) => e.completions !== 1);
  const sample = (list: Effects[]) =>
    list
      .slice(0, 3)
      .map((e) => `#${e.n} (id ${e.id}, ${e.status}) ${vector(e)}`)
      .join('; ');
  return { reference, offExpected, offReference, notCompleted, completionsOff, sample };
}
