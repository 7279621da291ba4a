import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { BOUND_OUT, bankReader } from './bank/wording-check.ts';

/**
 * Voices found on the seventeenth blind set's development half (issue 35), each tested on own sentences (today
 * 2025-05-15): a support ticket, an analyst's briefing shorthand, Singlish, litotes, German calques and dates written
 * day first. Before, each left words that were searched for as a name ("Ticket", "BLUF", "POI") or named as not used;
 * "no more than ten years back" was read as more than ten years ago, and "in descending order of" was not read.
 */
describe('Operator: voices of the seventeenth set', () => {
  const ctx = useTestApp();
  const { parse, check, framed } = bankReader(ctx);

  it("takes out a support ticket's frame; its steps are conditions and an expected result that orders is kept", () => {
    framed(
      'Ticket #1234 — Customer asks: which organisations are in Oslo? Priority: high. Please advise.',
      'org; hq_city=@city:Oslo',
      'Ticket #1234',
      'Customer asks',
      'Priority: high',
      'Please advise',
    );
    framed(
      'Request: private companies. Steps: 1) only those in Berlin 2) sort by name. Expected result: names only.',
      'org; ownership_type=Private; hq_city=@city:Berlin; ^name_dba',
      'Expected result: names only',
    );
    check([['Ticket #88 — Request: people. Expected result: a list sorted by surname.', 'ppl; ^name_family']]);
  });

  it("reads an analyst's briefing: labels named, POI, F/M subjects, y/o, LKA, AOI, affiliated entities, nexus", () => {
    framed('BLUF: all POI in Madrid', 'ppl; city=Madrid', 'BLUF');
    check([
      ['TASKING: identify M subjects over 50 y/o', 'ppl; gender=M; birth_date=,1974-05-15', BOUND_OUT],
      ['Affiliated entities of subjects with LKA Oslo', 'org; staff.city=Oslo'],
      ['ENTITIES: AOI Northern Europe, PE vehicle', 'org; vehicle_type=PE; hq_region=@region:Northern Europe'],
      ['Organisations with no nexus to the Robotics watchlist', 'org; !lists=@list:Robotics watchlist'],
      ['organisations in Germany, VC vehicle', 'org; vehicle_type=VC; hq_geo=@geo:DE'],
    ]);
  });

  it('reads Singlish particles, a clause closed by "one" and "how many got"', () => {
    framed('The men staying in Oslo one, how many got?', 'ppl; gender=M; city=Oslo', 'one');
    framed('Show me the podcasts lah', 'lib; type=Podcast', 'lah');
    // "one" for a noun said before it is no particle.
    check([['Companies in the Bavarian capital — no, the German one.', 'org; hq_city=@city:Berlin']]);
  });

  it('reads litotes and double negation', () => {
    check([
      ['Which library items are far from hidden?', 'lib; !visibility=hidden'],
      ['ledger entries that are not un-owned', 'led; owned=true'],
      ['people, counting nobody who isn’t living in Madrid', 'ppl; city=Madrid'],
    ]);
  });

  it('reads German calques and dates written day first', () => {
    check([
      ['firms which sit in Norway', 'org; hq_geo=@geo:NO'],
      [
        'Make me a list of all companies, which have their tenth birthday already behind them.',
        'org; founding_date=,2015-05-15',
      ],
      ['companies founded before the 01.03.2010', 'org; founding_date=,2010-02-28'],
      ['investments dated on or before 31/12/2020', 'led; inv_date=,2020-12-31'],
    ]);
    // A slashed date whose day and month could be either way round is not read as one of them.
    expect(parse('investments dated 03/04/2020').doubt).toMatch(/^Not sure: /);
    check([
      [
        'people who work at a firm that has existed for more than 14 years',
        'ppl; employer.founding_date=,2010-05-15',
        BOUND_OUT,
      ],
    ]);
  });

  it('reads "no more than N years ago / back" as at most, and "in descending order of" a field', () => {
    check([
      ['deals made no more than 3 years ago', 'led; inv_date=2022-05-15,'],
      ['stakes taken no more than ten years back', 'led; inv_date=2015-05-15,'],
      [
        'ledger entries in descending order of ownership percentage — the top five only',
        'led; ^-ownership_percentage; #5',
      ],
      // Steps said as sentences stay steps.
      ['Open the library. Keep only the reports.', 'lib; type=Report'],
    ]);
  });
});
