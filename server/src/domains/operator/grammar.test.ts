import type { TOperatorContext, TOperatorQuery } from '@intel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { setListCountCap } from '../../lib/listing.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { expectedQuery } from './bank/bank.ts';
import { bankTenant } from './bank/fixture.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/**
 * Issue 20, section 1: every construction answers exactly. Questions run against the question
 * bank's tenant; expected queries are written in the bank's notation (bank/bank.ts).
 */
describe('Operator grammar (issue 20)', () => {
  const ctx = useTestApp();
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });
  const parse = (text: string) => parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);
  const check = (rows: [string, string][]) => {
    const wrong = rows
      .map(([text, spec]) => ({ text, expected: expectedQuery(spec, vocab), actual: parse(text).query }))
      .filter((r) => JSON.stringify(r.actual) !== JSON.stringify(r.expected));
    expect(wrong).toEqual([]);
  };

  it('reads the examples the issue reports as wrong', () => {
    check([
      ['people in Munich or Oslo', 'ppl; cities=Munich+Oslo'],
      ['organizations older than 2015', 'org; founding_date=,2014'],
      ['the three oldest organizations in Berlin', 'org; hq_city=@city:Berlin; ^founding_date; #3'],
      ['five newest library entries', 'lib; ^-publish_date; #5'],
      ['orgs in Berln', 'org; hq_city=@city:Berlin'],
      ['energy companies outside Asia', 'org; !hq_region=@region:Asia; ~energy'],
      ['PE holdings above 15 percent', 'led; vehicle_type=PE; ownership_percentage=15.0001,'],
      ['who invested in Acme Robotics?', 'led; organization=@org:Acme Robotics'],
    ]);
    expect(parse('who invested in Acme Robotics?').notes.join(' ')).toMatch(
      /^Read as ledger entries: "who invested in" — investing is recorded in the ledger\./,
    );
    // The organizations that hold such an entry, through their relation to the ledger; the entries themselves
    // are the other reading: stated.
    check([['organizations with ownership above 20%', 'org; vehicles.ownership_percentage=20.0001,']]);
    expect(parse('organizations with ownership above 20%').notes.join(' ')).toContain(
      'the ledger entries themselves are another reading',
    );
    expect(parse('organizations with ownership above 20%').doubt).toMatch(/^Not sure: /);
    // No organizations word: the entries.
    check([['stakes above 20%', 'led; ownership_percentage=20.0001,']]);
  });

  it('disjunction ("A or B", "A, B or C", "either A or B") and conjunction on every field', () => {
    check([
      ['organizations in Germany or France', 'org; hq_geo=@geo:DE+@geo:FR'],
      ['companies in Germany, France or Norway', 'org; hq_geo=@geo:DE+@geo:FR+@geo:NO'],
      ['either Berlin or Oslo companies', 'org; hq_city=@city:Berlin+@city:Oslo'],
      ['organizations in Europe or Asia', 'org; hq_region=@region:Europe+@region:Asia'],
      ['people in London, Berlin or Madrid', 'ppl; cities=London+Berlin+Madrid'],
      ['people in Europe or Asia', 'ppl; region=@region:Europe+@region:Asia'],
      ['companies tagged Fintech or Climate', 'org; keywords=@kw:Fintech+@kw:Climate'],
      ['people on the Founders to meet or Robotics watchlist lists', 'ppl; lists=@list:Founders to meet'],
      ['private or public companies', 'org; ownership_type=Private+Public'],
      ['VC or PE companies', 'org; vehicle_type=VC+PE'],
      ['either VC or PE investments', 'led; vehicle_type=VC+PE'],
      ['men or women', 'ppl; gender=M+F'],
      ['public or paywalled people', 'ppl; visibility=public+paywalled'],
      ['podcasts, reports or articles', 'lib; type=Podcast+Report+Article'],
      ['people or library lists', 'lst; type=PeopleList+LibraryList'],
      ['people at Acme Robotics or Helix Health', 'ppl; organization=@org:Acme Robotics+@org:Helix Health'],
      ['ledger entries of Acme Robotics or Helix Health', 'led; organization=@org:Acme Robotics+@org:Helix Health'],
      [
        'articles written by Ada Lindqvist or Marcus Osei',
        'lib; type=Article; author=@person:Ada Lindqvist+@person:Marcus Osei',
      ],
      [
        'private companies in Berlin tagged Robotics and founded after 2010',
        'org; keywords=@kw:Robotics; ownership_type=Private; hq_city=@city:Berlin; founding_date=2011,',
      ],
      [
        'women in Berlin born before 1990 with an email',
        'ppl; gender=F; city=Berlin; has_email=true; birth_date=,1989',
      ],
    ]);
  });

  it('negation: not, outside, except, other than, excluding', () => {
    check([
      ['companies not in Germany', 'org; !hq_geo=@geo:DE'],
      ['organizations outside Berlin', 'org; !hq_city=@city:Berlin'],
      ['companies outside the EU', 'org; !hq_region=@region:European Union'],
      ['people except women', 'ppl; !gender=F'],
      ['ledger entries other than VC', 'led; !vehicle_type=VC'],
      ['library entries excluding podcasts', 'lib; !type=Podcast'],
      ['organizations excluding those in London or Boston', 'org; !hq_city=@city:London+@city:Boston'],
      ['people not living in Berlin', 'ppl; !city=Berlin'],
      ['companies not tagged Fintech', 'org; !keywords=@kw:Fintech'],
      ['organizations other than private ones', 'org; !ownership_type=Private'],
      ['reports not published in 2023', 'lib; type=Report; !publish_date=2023,2023'],
    ]);
  });

  it('comparatives and bounds in all their forms for every date field', () => {
    const fields: [string, string, string][] = [
      ['organizations founded', 'org', 'founding_date'],
      ['people born', 'ppl', 'birth_date'],
      ['investments made', 'led', 'inv_date'],
      ['library entries published', 'lib', 'publish_date'],
    ];
    const forms: [string, string][] = [
      ['before 2015', ',2014'],
      ['after 2015', '2016,'],
      ['since 2015', '2015,'],
      ['until 2015', ',2015'],
      ['by 2015', ',2015'],
      ['earlier than 2015', ',2014'],
      ['later than 2015', '2016,'],
      ['older than 2015', ',2014'],
      ['newer than 2015', '2016,'],
      ['more recent than 2015', '2016,'],
      ['between 2012 and 2015', '2012,2015'],
      ['from 2012 to 2015', '2012,2015'],
      ['in 2015 or later', '2015,'],
      ['in 2015 or earlier', ',2015'],
      ['from 2015 onwards', '2015,'],
      ['in the 2010s', '2010,2019'],
      ['in the 90s', '1990,1999'],
      ['in the last 5 years', '2020-05-15,'],
      ['in the last five years', '2020-05-15,'],
      ['in the past decade', '2015-05-15,'],
    ];
    check(
      fields.flatMap(([words, kind, field]) =>
        forms.map(([form, value]): [string, string] => [`${words} ${form}`, `${kind}; ${field}=${value}`]),
      ),
    );
  });

  it('comparatives and bounds in all their forms for every number field (ownership %)', () => {
    const forms: [string, string][] = [
      ['at least 10%', '10,'],
      ['at most 10%', ',10'],
      ['more than 10 percent', '10.0001,'],
      ['less than 10 percent', ',9.9999'],
      ['over 10%', '10.0001,'],
      ['under 10%', ',9.9999'],
      ['above 10 pct', '10.0001,'],
      ['below 10%', ',9.9999'],
      ['between 10 and 20 percent', '10,20'],
      ['from 10% to 20%', '10,20'],
      ['of exactly 12.5%', '12.5,12.5'],
    ];
    check(forms.map(([form, value]): [string, string] => [`stakes ${form}`, `led; ownership_percentage=${value}`]));
    check(
      forms.map(([form, value]): [string, string] => [
        `ledger entries with ownership ${form}`,
        `led; ownership_percentage=${value}`,
      ]),
    );
  });

  it('counts and superlatives with number words', () => {
    const words =
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
        ' ',
      );
    check(
      words.map((w, i): [string, string] => [
        `the ${w} newest podcasts`,
        `lib; type=Podcast; ^-publish_date; #${i + 1}`,
      ]),
    );
    check([
      ['a dozen companies in Germany', 'org; hq_geo=@geo:DE; #12'],
      ['top 5 people by name', 'ppl; ^name_family; #5'],
      ['top three investments', 'led; #3'],
      ['first ten companies', 'org; #10'],
      ['the latest report', 'lib; type=Report; ^-publish_date; #1'],
      ['latest podcasts', 'lib; type=Podcast; ^-publish_date'],
      ['the most recently founded company', 'org; ^-founding_date; #1'],
      ['the oldest person', 'ppl; ^birth_date; #1'],
      ['the largest stakes', 'led; ^-ownership_percentage'],
    ]);
  });

  it('typos in values, by the similarity quick search uses', () => {
    check([
      ['orgs in Berln', 'org; hq_city=@city:Berlin'],
      ['companies in Germny', 'org; hq_geo=@geo:DE'],
      ['people in Londn', 'ppl; city=London'],
      ['organizations tagged Robotcs', 'org; keywords=@kw:Robotics'],
      ['firms in Swedn', 'org; hq_geo=@geo:SE'],
    ]);
    // Ordinary words near a name are not taken for it (space ~ Spain, chains ~ Chad, insurance ~ France).
    for (const [text, search] of [
      ['energy companies', 'energy'],
      ['space startups', 'space'],
      ['retail chains', 'retail chains'],
      ['insurance companies', 'insurance'],
    ]) {
      expect(parse(text as string).query, text).toMatchObject({ search, filters: [] });
    }
  });

  it('questions as well as commands', () => {
    check([
      ['which organizations are in Berlin?', 'org; hq_city=@city:Berlin'],
      ['who lives in London?', 'ppl; city=London'],
      ['show me private companies', 'org; ownership_type=Private'],
      ['list podcasts', 'lib; type=Podcast'],
      ['are there any reports about Robotics?', 'lib; type=Report; keywords=@kw:Robotics'],
      ['how many people are in Berlin?', 'ppl; city=Berlin'],
    ]);
  });

  it('cross-kind reading: the kind that records the condition', () => {
    check([
      ['backers of Helix Health', 'led; organization=@org:Helix Health'],
      ['funds holding Greenleaf Energy', 'led; organization=@org:Greenleaf Energy'],
      ['stakes in Blue Harbor Ventures', 'led; organization=@org:Blue Harbor Ventures'],
      ['articles written by Ada Lindqvist', 'lib; type=Article; author=@person:Ada Lindqvist'],
      ['reports authored by Lena Fischer', 'lib; type=Report; author=@person:Lena Fischer'],
      ['employees of Northwind Capital', 'ppl; organization=@org:Northwind Capital'],
      ['people who work at Acme Robotics', 'ppl; organization=@org:Acme Robotics'],
      ['companies where Ada Lindqvist works', 'org; person=@person:Ada Lindqvist'],
      ['which companies does Marcus Osei work for?', 'org; person=@person:Marcus Osei'],
      ['which funds hold Acme Robotics?', 'led; organization=@org:Acme Robotics'],
    ]);
  });

  it('answers "who invested in Acme Robotics?" on the demo tenant with its ledger entries, saying why', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Demo'));
    const res = await request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', {
      host: tenant.host,
      body: { text: 'who invested in Acme Robotics?' },
    });
    expect(res.status).toBe(200);
    expect(res.body.query.kind).toBe('ledger');
    expect((res.body.results as { display_name: string }[]).map((r) => r.display_name)).toEqual(['Acme Advisory']);
    expect(res.body.explanation).toMatch(
      /^Ledger entries of Acme Robotics; .*Read as ledger entries: "who invested in"/,
    );
  });

  it('answers "how many" with the count and the list', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Demo'));
    const res = await request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', {
      host: tenant.host,
      body: { text: 'how many organizations are there?' },
    });
    expect(res.status).toBe(200);
    const q = res.body.query as TOperatorQuery;
    expect(q.kind).toBe('organizations');
    expect(res.body.count).toBe(2);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.explanation).toMatch(/^There are 2\. Organizations/);
    expect(res.body.count_is_estimate).toBeUndefined();
  });

  it('past the count cap of lists says "about" and does not count every match', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Demo'));
    const restore = setListCountCap(1);
    try {
      const res = await request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', {
        host: tenant.host,
        body: { text: 'how many organizations are there?' },
      });
      expect(res.status).toBe(200);
      expect(res.body.count_is_estimate).toBe(true);
      expect(res.body.count).toBeGreaterThanOrEqual(2);
      expect(res.body.explanation).toMatch(/^There are about \d+\. Organizations/);
    } finally {
      restore();
    }
  });
});
