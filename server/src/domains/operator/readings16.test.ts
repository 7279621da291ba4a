import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Voices found on the sixteenth blind set's development half (issue 35), each tested on own sentences (today
 * 2025-05-15): a chat message to the bot with mentions, markdown, bullets and emoji; a texter's fillers; a
 * fact-checker's marks and asides; a quiz master's frame; an economist's words; a genealogist's. Before, each left
 * words that were searched for as a name ("NB", "Tranches", "Munich*") or named as not used, and a quiz's "Question
 * four:" became a limit of four rows; "born at the turn of the century" was read as 1 January 2000 and said nothing.
 */
describe('Operator: voices of the sixteenth set', () => {
  const ctx = useTestApp();
  const { parse, check, framed } = bankReader(ctx);

  it('takes out the marks of a chat message: mentions, markdown, bullets and emoji', () => {
    framed(
      '@operator **private** orgs in `Berlin`? 🙏 cc @maria',
      'org; ownership_type=Private; hq_city=@city:Berlin',
      '@operator',
      'cc @maria',
      '🙏',
    );
    framed('@operator people\n- women\n- living in Madrid\nthx!!', 'ppl; gender=F; city=Madrid', '@operator');
    framed(
      ':eyes: which VC stakes are owned? +1 to what @sam asked',
      'led; vehicle_type=VC; owned=true',
      ':eyes:',
      '+1 to what @sam asked',
    );
  });

  it("reads a texter's words: fillers named, the girlies and the guys, and a country code in capitals kept", () => {
    framed('ngl the girlies in Berlin fr', 'ppl; gender=F; city=Berlin', 'ngl', 'fr');
    framed('lowkey need the guys tagged Fintech rn', 'ppl; gender=M; keywords=@kw:Fintech', 'lowkey', 'rn');
    // "FR" in capitals is France, not "for real".
    check([['orgs excluding DE FR', 'org; !hq_geo=@geo:DE+@geo:FR']]);
  });

  it("reads a fact-checker's marks: NB, per our records, an example, a footnote that restates", () => {
    framed('Companies in Oslo (per our records).', 'org; hq_city=@city:Oslo', 'per our records');
    framed('NB: only private organisations.', 'org; ownership_type=Private', 'NB');
    framed(
      'Organisations tagged Climate (e.g. Greenleaf Energy)',
      'org; keywords=@kw:Climate',
      'e.g. Greenleaf Energy',
    );
    framed(
      'Organisations not tagged Fintech (NB: untagged ones count).',
      'org; !keywords=@kw:Fintech',
      'NB: untagged ones count',
    );
    framed('People in Madrid* (*i.e. by their home address)', 'ppl; city=Madrid', '*i.e. by their home address');
  });

  it("reads a quiz master's frame: a question's number is no limit", () => {
    framed('Question four: which people live in Oslo?', 'ppl; city=Oslo', 'Question four');
    framed('For a bonus point, which companies are private?', 'org; ownership_type=Private', 'For a bonus point');
    framed('Hands up if you can name the women in Berlin', 'ppl; gender=F; city=Berlin', 'Hands up if you can');
  });

  it("reads an economist's words: tranches, a vintage, weakly and strictly, the trailing years, n", () => {
    check([
      ['VC tranches of the 2019 vintage', 'led; vehicle_type=VC; inv_date=2019,2019'],
      ['stakes weakly greater than a quarter', 'led; ownership_percentage=25,'],
      // Said strictly: no other reading is offered.
      ['stakes strictly between 10% and 20%', 'led; ownership_percentage=10.0001,19.9999'],
      ['stakes strictly above 20%', 'led; ownership_percentage=20.0001,'],
      ['library items in descending lexicographic order, n = 5', 'lib; ^-title; #5'],
      ['tranches invested over the trailing three years, t = today', 'led; inv_date=2022-05-15,'],
    ]);
  });

  it("reads a genealogist's words, and the eldest among people named first", () => {
    check([
      ['Which persons came into the world before 1950?', 'ppl; birth_date=,1949'],
      ['people in the employ of Acme Robotics', 'ppl; organization=@org:Acme Robotics'],
      [
        'Among the people at Acme Robotics, who is the eldest?',
        'ppl; organization=@org:Acme Robotics; ^birth_date; #1',
      ],
      ['persons who dwell in Madrid', 'ppl; city=Madrid'],
      ['companies that have not yet reached their fifth birthday', 'org; founding_date=2020-05-16,'],
    ]);
    // "the turn of the century" names no span: the reading says so (before it, the day is a bound).
    expect(parse('people born at the turn of the century').doubt).toMatch(/^Not sure: "the turn of the century"/);
    expect(parse('companies founded before the turn of the century').doubt).toBeFalsy();
  });

  it('states a misspelt name read as the nearest one, and a word marked [sic], as guesses', () => {
    check([
      [
        'firms headquartered in Stokholm',
        'org; hq_city=@city:Stockholm',
        /"Stokholm" — read as Stockholm — a slip of the name/,
      ],
      ['organisations tagged Fintek', 'org; keywords=@kw:Fintech', /a slip of the name/],
      [
        'organisations on the Robotics watchlist [sic]',
        'org; lists=@list:Robotics watchlist',
        /"watchlist \[sic\]" — marked as written so/,
      ],
    ]);
  });

  it('reads who can open a record, a holder that does not hold, and Latin America with the Caribbean', () => {
    check([
      ['lists that only subscribers can open', 'lst; visibility=paywalled'],
      ['reports anyone can open without a subscription', 'lib; type=Report; visibility=public'],
      ['ledger entries that Northwind Capital does not hold', 'led; !organization=@org:Northwind Capital'],
      ['organisations in Latin America and the Caribbean', 'org; hq_region=@region:Latin America and the Caribbean'],
      ['women in Oslo with public profiles', 'ppl; visibility=public; gender=F; city=Oslo'],
    ]);
  });
});
