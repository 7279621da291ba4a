import type { TOperatorContext } from '@intel/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { libraryAuthors, people } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { useTestApp } from '../../test/harness.ts';
import { expectedQuery, runBank } from './bank/bank.ts';
import { DEV } from './bank/bank-dev.ts';
import { HOLDOUT } from './bank/bank-holdout.ts';
import { bankTenant } from './bank/fixture.ts';
import { FRESH } from './bank/fresh.ts';
import { scoreRow } from './bank/fresh-score.ts';
import { FRESH2_DEV, FRESH2_NOW, FRESH2_TEST } from './bank/fresh2.ts';
import { operatorHelpers } from './operator-helpers.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Exact answers on the fresh set (npm run eval:operator:fresh) when this test was last raised. */
const EXACT_FRESH = 130;
/** The same on fresh2's development half; its test half is only counted (never listed) below. */
const EXACT_FRESH2_DEV = 49;
/**
 * Confident-wrong answers on fresh2's held-out test half, which is not looked at: its rows are
 * never printed, so these are fixed only by readings of other questions. Not to be raised.
 */
const WRONG_FRESH2_TEST = 1;

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };
const RAW: TOperatorContext = { raw_data_ids: [101, 102], people_ids: [], library_ids: [] };

/**
 * Issue 35: the Operator never answers a different question than the one asked. Every word is
 * used or named as not used; a common word never becomes a name search; when the reader is not
 * sure it says so (a doubt) instead of running a guess as the answer.
 */
describe('Operator honesty (issue 35)', () => {
  const ctx = useTestApp();
  const { demoTenant, ask, names } = operatorHelpers(ctx);
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });
  const parse = (text: string) => parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);
  const check = (rows: [string, string][]) => {
    const wrong = rows
      .map(([text, spec]) => ({ text, expected: expectedQuery(spec, vocab), parsed: parse(text) }))
      .filter((r) => JSON.stringify(r.parsed.query) !== JSON.stringify(r.expected) || r.parsed.doubt)
      .map((r) => ({ text: r.text, actual: r.parsed.query, doubt: r.parsed.doubt, notes: r.parsed.notes }));
    expect(wrong).toEqual([]);
  };
  /** The reading runs (nothing left out) with the expected query, and its doubt names the phrase. */
  const runsUnsure = (text: string, spec: string, phrase: string) => {
    const parsed = parse(text);
    expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
    expect(parsed.withheld, text).toBeFalsy();
    expect(parsed.doubt, text).toMatch(/^Not sure: /);
    expect(parsed.notes.join(' '), text).toContain(`"${phrase}"`);
  };
  /** The answer is in doubt and names each phrase it did not use. */
  const unsure = (text: string, ...phrases: string[]) => {
    const parsed = parse(text);
    expect(parsed.doubt, text).toMatch(/^Not sure: /);
    const notes = parsed.notes.join(' ');
    for (const p of phrases) expect(notes, text).toContain(`"${p}"`);
    return parsed;
  };

  it('walks the whole bank: no answer differs from its expected query without naming what it did not use', {
    timeout: 240_000,
  }, () => {
    const rows = [...DEV, ...HOLDOUT];
    const results = runBank(rows, vocab);
    const silent = results
      .map((r, i) => {
        const [, text, , context] = rows[i] as (typeof rows)[number];
        const parsed = parseQuestion(text, context === 'raw' ? RAW : NONE, vocabularyFor(text, vocab), TABLE_NOW);
        return { r, parsed };
      })
      .filter(({ r, parsed }) => !r.right && !(parsed.doubt && /"[^"]+"/.test(parsed.notes.join(' '))))
      .map(({ r, parsed }) => ({ text: r.text, actual: r.actual, notes: parsed.notes }));
    expect(silent).toEqual([]);
    // The bank's misses are few, and each one says so.
    expect(results.filter((r) => !r.right).length).toBeLessThanOrEqual(7);
  });

  it('never turns a common word into a name search', () => {
    for (const text of [
      'companies set up in the current decade',
      'companies with female staff',
      'people in their thirties',
      'stakes below a third',
      'organizations founded without delay',
      'companies below the radar',
      'people who are staff',
    ]) {
      const q = parse(text).query;
      expect(q.search ?? '', text).not.toMatch(/decade|staff|thirties|third|without|below|delay|radar|current/i);
    }
    const radar = unsure('companies below the radar', 'below the radar');
    expect(radar.query).toEqual(expectedQuery('org', vocab));
  });

  it('a capitalised or quoted word is still searched for, and a name where a place goes is a stated guess', () => {
    check([
      ['companies called Zyx', 'org; ~Zyx'],
      ['"Zyx" organizations', 'org; ~Zyx'],
    ]);
    const munchen = unsure('people living in Munchen', 'Munchen');
    expect(munchen.query.search).toBe('Munchen');
  });

  it('ages and life stages are birth dates counted back from today', () => {
    check([
      ['people in their thirties', 'ppl; birth_date=1985-05-16,1995-05-15'],
      ['women in their early forties', 'ppl; gender=F; birth_date=1981-05-16,1985-05-15'],
      ['people in their 50s in Berlin', 'ppl; city=Berlin; birth_date=1965-05-16,1975-05-15'],
      ['people under 30 years old', 'ppl; birth_date=1995-05-16,'],
      ['people aged 30 to 40', 'ppl; birth_date=1984-05-16,1995-05-15'],
      ['people 65 and older', 'ppl; birth_date=,1960-05-15'],
      ['teenagers', 'ppl; birth_date=2005-05-16,2012-05-15'],
      ['founders younger than 40', 'ppl; birth_date=1985-05-16,'],
      // A decade with no "their" is still a decade.
      ['companies founded in the thirties', 'org; founding_date=1930,1939'],
    ]);
    // "retirees": read by the usual age, 65 and over, stating that being retired is not recorded.
    runsUnsure('retirees in Oslo', 'ppl; city=Oslo; birth_date=,1960-05-15', 'retirees');
    // "over 60" of people: read strictly (61 and over), with a doubt naming the reading with people aged 60 in.
    runsUnsure('people over 60', 'ppl; birth_date=,1964-05-15', 'over 60');
    // "over 60" next to a share is a share, not an age (read as above 60%, with the bound in doubt).
    runsUnsure('stakes over 60%', 'led; ownership_percentage=60.0001,', 'stakes over 60%');
    // "younger than five years" as a span of dates: read strictly (not the day five years back), stated as a doubt.
    runsUnsure('companies younger than five years', 'org; founding_date=2020-05-16,', 'younger than five years');
  });

  it('relative periods are counted from today', () => {
    check([
      ['companies set up in the current decade', 'org; founding_date=2020,2029'],
      ['organizations founded this decade', 'org; founding_date=2020,2029'],
      ['investments in the past 18 months', 'led; inv_date=2023-11-15,'],
      ['articles published since the start of the year', 'lib; type=Article; publish_date=2025-01-01,'],
      ['companies founded in the last two decades', 'org; founding_date=2005-05-15,'],
    ]);
  });

  it('a negated attribute is applied where the data model holds it', () => {
    check([['organizations that have no investment vehicle', 'org; !vehicle_type=VC+FA+PE']]);
    // No field says an organization is a fund: the nearest reading (no vehicle in the ledger) runs, with a doubt.
    runsUnsure('companies without a fund', 'org; !vehicle_type=VC+FA+PE', 'without a fund');
    runsUnsure('organizations that are not funds', 'org; !vehicle_type=VC+FA+PE', 'that are not funds');
    runsUnsure(
      'German companies that are not investors',
      'org; hq_geo=@geo:DE; !vehicle_type=VC+FA+PE',
      'that are not investors',
    );
    // No field records a website: the negation is named, never dropped.
    unsure('companies without a website', 'without a website');
  });

  it('fractions and amount words are ownership shares', () => {
    check([
      // The column holds 4 decimals: a third is at most 33.3333%, more than half from 50.0001%.
      ['stakes below a third', 'led; ownership_percentage=,33.3333'],
      ['half-owned companies', 'led; ownership_percentage=50,50'],
      ['holdings of more than half', 'led; ownership_percentage=50.0001,'],
      ['majority stakes', 'led; ownership_percentage=50.0001,'],
      ['minority stakes in Acme Robotics', 'led; organization=@org:Acme Robotics; ownership_percentage=,49.9999'],
      ['wholly owned holdings', 'led; ownership_percentage=100,100'],
      ['stakes of at least a quarter', 'led; ownership_percentage=25,'],
      ['at least half-owned ledger entries', 'led; ownership_percentage=50,'],
      ['stakes between a tenth and a fifth', 'led; ownership_percentage=10,20'],
      ['two-thirds or more owned', 'led; ownership_percentage=66.6667,'],
      ['stakes above three quarters', 'led; ownership_percentage=75.0001,'],
    ]);
    // Control is not a fixed share: read as a majority, with a doubt.
    runsUnsure('controlling stakes', 'led; ownership_percentage=50.0001,', 'controlling');
  });

  it('a condition on a related kind the filters cannot reach is named, not applied to the wrong records', () => {
    // "female" describes the staff: organizations by the gender of the people linked to them.
    check([
      ['companies with female staff', 'org; staff_gender=F'],
      ['Berlin firms with male employees', 'org; hq_city=@city:Berlin; staff_gender=M'],
    ]);
    // Where the employees live, or where the firms are? Said, not guessed.
    unsure('firms with male employees in Berlin', 'Berlin');
    // The authors work at Acme Robotics: not articles Acme Robotics published.
    check([
      ['articles written by staff of Acme Robotics', 'lib; type=Article; author_organization=@org:Acme Robotics'],
      ['reports authored by employees of Acme Robotics', 'lib; type=Report; author_organization=@org:Acme Robotics'],
    ]);
    // Munich describes the firms, not where the people live: people by where their employer is.
    check([
      ['people at Munich firms', 'ppl; employer_city=@city:Munich'],
      // One grammar over the relations (contracts OPERATOR_RELATIONS): any filter of the related kind.
      ['library items published by German organizations', 'lib; publisher.hq_geo=@geo:DE'],
      ['authors of anything tagged Robotics', 'ppl; authored.keywords=@kw:Robotics'],
      ['the publishers of reports from 2023', 'org; published.type=Report; published.publish_date=2023,2023'],
      ['people at organizations that have a VC vehicle', 'ppl; employer.vehicle_type=VC'],
      ['ledger entries of Fintech-tagged companies', 'led; holder.keywords=@kw:Fintech'],
      ['staff of Paris-based firms', 'ppl; employer_city=@city:Paris'],
      ['people at firms in Munich', 'ppl; employer_city=@city:Munich'],
      ['people who work at German companies', 'ppl; employer_geo=@geo:DE'],
    ]);
    // No filter reaches the country of the organization a ledger entry is about: named, not dropped.
    // A negated kind the answer cannot filter by is not dropped silently.
    unsure('organizations without any keywords', 'without any keywords');
    const invested = unsure('funds that invested in German companies', 'German');
    expect(invested.query.filters).toEqual([]);
  });

  it('walks the fresh set of issue 35 too: no confident-wrong answer (a wrong query with no stated doubt)', () => {
    const results = FRESH.map((row) => scoreRow(row, vocab));
    const wrong = results
      .filter((r) => r.verdict === 'confident-wrong')
      .map((r) => ({ text: r.text, expected: r.expect, actual: r.actual, said: r.said }));
    expect(wrong).toEqual([]);
    // The figure this work reached: a fall in exact answers is seen here too.
    expect(results.filter((r) => r.verdict === 'exact').length).toBeGreaterThanOrEqual(EXACT_FRESH);
  });

  it('walks the second fresh set: no confident-wrong answer on its development half; the test half only counted', () => {
    const now = new Date(`${FRESH2_NOW}T12:00:00Z`);
    const dev = FRESH2_DEV.map((row) => scoreRow(row, vocab, now));
    const wrong = dev
      .filter((r) => r.verdict === 'confident-wrong')
      .map((r) => ({ text: r.text, expected: r.expect, actual: r.actual, said: r.said }));
    expect(wrong).toEqual([]);
    expect(dev.filter((r) => r.verdict === 'exact').length).toBeGreaterThanOrEqual(EXACT_FRESH2_DEV);
    // The held-out half: a count, so that a failure does not show its questions.
    const test = FRESH2_TEST.map((row) => scoreRow(row, vocab, now));
    const testWrong = test.filter((r) => r.verdict === 'confident-wrong').length;
    expect(testWrong <= WRONG_FRESH2_TEST, `fresh2 test half: ${testWrong} confident-wrong`).toBe(true);
  });

  it('reads ages, periods and negations it was once not sure of (own phrasings, today 2025-05-15)', () => {
    check([
      ['contacts who are 70 or older', 'ppl; birth_date=,1955-05-15'],
      ['people aged 40-plus', 'ppl; birth_date=,1985-05-15'],
      ['people 25 or younger', 'ppl; birth_date=1999-05-16,'],
      ['the under-30s', 'ppl; birth_date=1995-05-16,'],
      ['thirty-somethings', 'ppl; birth_date=1985-05-16,1995-05-15'],
      ['who turns 60 next year', 'ppl; birth_date=1966,1966'],
      ['firms at least twenty years old', 'org; founding_date=,2005-05-15'],
      // Strictly under two years: not the day exactly two years ago.
      ['startups under two years old', 'org; founding_date=2023-05-16,'],
      ['podcasts from the year before last', 'lib; type=Podcast; publish_date=2023,2023'],
      ['deals in the second half of last year', 'led; inv_date=2024-07,2024-12'],
      ['reports from Q1 this year', 'lib; type=Report; publish_date=2025-01,2025-03'],
      ['investments since the start of last year', 'led; inv_date=2024-01-01,'],
      ['articles from the last fortnight', 'lib; type=Article; publish_date=2025-05-01,'],
      ['firms lacking any email address', 'org; has_email=false'],
      ['organizations located neither in Oslo nor in Paris', 'org; !hq_city=@city:Oslo+@city:Paris'],
      ['people missing from the Founders to meet list', 'ppl; !lists=@list:Founders to meet'],
      ["positions we don't own", 'led; owned=false'],
      ['companies not marked as partnership', 'org; !ownership_type=Partnership'],
      ['who is the youngest man?', 'ppl; gender=M; ^-birth_date; #1'],
    ]);
    // A role has no filter, and an "or" across two conditions is not what a query of ANDed filters does.
    runsUnsure(
      'male directors at Northwind Capital',
      'ppl; gender=M; organization=@org:Northwind Capital',
      'directors',
    );
    runsUnsure('companies in Oslo or tagged Robotics', 'org; keywords=@kw:Robotics; hq_city=@city:Oslo', 'or');
    // An unknown capitalised word after "on" is a guessed name, said so.
    expect(parse('people on Mastodon').doubt).toMatch(/^Not sure: "Mastodon"/);
  });

  it('over HTTP: a question with words it cannot use is not run; its nearest reading is offered and runs on a click', async () => {
    const demo = await demoTenant();
    const staff = await ask(demo.tenant, { text: 'companies below the radar' });
    expect(staff.status).toBe(200);
    expect(staff.body.doubt).toMatch(/^Not sure: "below the radar" could not be used/);
    expect(staff.body.explanation).toContain('Not used: "below the radar"');
    expect(staff.body.results).toEqual([]);
    expect(staff.body.count).toBe(0);
    expect(staff.body.suggestions).toEqual([
      {
        label: 'Run: Organizations',
        query: { kind: 'organizations', search: null, filters: [], ordering: null, limit: 25 },
      },
    ]);
    // The chip sends the nearest reading as an edited query: it runs, with no doubt.
    const chip = await ask(demo.tenant, {
      text: 'companies below the radar',
      query: staff.body.suggestions[0].query,
    });
    expect(chip.status).toBe(200);
    expect(chip.body.doubt).toBeUndefined();
    expect(chip.body.count).toBeGreaterThan(0);
    // A reading that uses every word but guesses ("energy" as part of a name) runs, with its doubt stated.
    const energy = await ask(demo.tenant, { text: 'energy companies' }, await demo.token('admin'));
    expect(energy.body.doubt, JSON.stringify(energy.body)).toMatch(/^Not sure: "energy"/);
    expect(names(energy), JSON.stringify(energy.body)).toEqual(['Greenleaf Energy']);
    expect(energy.body.suggestions).toBeUndefined();
    // "energy" is read as part of a name only because a record the caller may see holds it: Greenleaf Energy is
    // hidden, so for a visitor the common word is named as not used, and nothing tells that a hidden name holds it.
    const visitor = await ask(demo.tenant, { text: 'energy companies' });
    expect(visitor.body.doubt, JSON.stringify(visitor.body)).toMatch(/^Not sure: "energy" could not be used/);
    expect(visitor.body.query.search ?? null).toBeNull();
    expect(visitor.body.results).toEqual([]);
    // A common word no record's name holds is never searched for, whoever asks.
    const significant = await ask(demo.tenant, { text: 'significant stakes' }, await demo.token('admin'));
    expect(significant.body.doubt).toMatch(/^Not sure: "significant" could not be used/);
    // Library entries by the employer of their authors (Ada works at Acme Robotics and wrote the report).
    const admin = await demo.token('admin');
    const written = await ask(demo.tenant, { text: 'library items written by staff of Acme Robotics' }, admin);
    expect(written.body.doubt).toBeUndefined();
    expect(written.body.explanation).toContain('written by staff of Acme Robotics');
    expect(names(written)).toEqual(['The State of European Robotics 2023']);
    // Marcus works at Northwind Capital, which publishes nothing: only the "written by staff" reading finds his piece.
    await withTenant(ctx.database, demo.tenant.id, (tx) =>
      tx.insert(libraryAuthors).values({
        tenantId: demo.tenant.id,
        libraryEntryId: demo.lib('Fintech Weekly'),
        personId: demo.person('Marcus'),
        position: 0,
      }),
    );
    const northwind = await ask(demo.tenant, { text: 'library items written by staff of Northwind Capital' }, admin);
    expect(names(northwind)).toEqual(['Fintech Weekly: Ledger special']);
    // Organizations by their staff's gender; people by where their employer is (Marcus works at
    // Northwind Capital in London but lives in Paris: "living in London" would not find him).
    const female = await ask(demo.tenant, { text: 'companies with female staff' }, admin);
    expect(female.body.doubt).toBeUndefined();
    expect(names(female)).toEqual(['Acme Robotics', 'Greenleaf Energy']);
    await withTenant(ctx.database, demo.tenant.id, (tx) =>
      tx
        .update(people)
        .set({ currentAddressCity: 'Paris' })
        .where(eq(people.id, demo.person('Marcus'))),
    );
    const london = await ask(demo.tenant, { text: 'people at London firms' }, admin);
    expect(london.body.explanation).toContain('working at an organization headquartered in London');
    expect(names(london)).toEqual(['Marcus Osei']);
    // Joins over the data model's relations, two hops, the pieces on one related row.
    const wrote = await ask(demo.tenant, { text: 'Who wrote the reports Acme Robotics published?' }, admin);
    expect(wrote.body.doubt, JSON.stringify(wrote.body)).toBeUndefined();
    expect(names(wrote)).toEqual(['Ada Lindqvist']);
    const publishers = await ask(demo.tenant, { text: 'the publishers of reports from 2023' }, admin);
    expect(names(publishers)).toEqual(['Acme Robotics']);
    const none = await ask(demo.tenant, { text: 'the publishers of podcasts from 2023' }, admin);
    expect(names(none)).toEqual([]);
    // A join filter of a kind it does not belong to is refused with a 400, not a 500.
    const bad = await ask(demo.tenant, {
      text: 'x',
      query: {
        kind: 'people',
        search: null,
        filters: [{ name: 'employer.nope', value: '1', negate: false }],
        ordering: null,
        limit: 25,
      },
    });
    expect(bad.status).toBe(400);
    // A question read completely has no doubt.
    const sure = await ask(demo.tenant, { text: 'organizations in Germany' });
    expect(sure.body.doubt).toBeUndefined();
  });
});
