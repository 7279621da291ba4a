import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Found on the twenty-fourth blind set's development half (issue 35), each tested on own sentences (today
 * 2025-05-15). Before, Jamaican English ("di ooman dem weh live inna Oslo"), a report's date-time group and "PCT
 * INCL.", a beginner's "small than" and "more 12 percent", a literary writer's figures ("houses raised before 2010",
 * "pages flowed from the quills of women"), a punter's "at evens" and "taking the under", and an estate agent's
 * "residents not boasting an email" were names searched for or words not used.
 */
describe('Operator: voices of the twenty-fourth set', () => {
  const ctx = useTestApp();
  const { parse, expected, check } = bankReader(ctx);

  it('reads Jamaican English and a report', () => {
    check([
      ["Show mi di ooman dem weh live inna Oslo an' have email.", 'ppl; gender=F; city=Oslo; has_email=true'],
      ['Di people dem weh nuh live inna Berlin, show mi.', 'ppl; !city=Berlin'],
      ['Show mi di man dem weh nuh reach 40 yet.', 'ppl; gender=M; birth_date=1985-05-16,'],
      ['DTG 151200Z MAY 25. REPORTS PUBLISHED YESTERDAY.', 'lib; type=Report; publish_date=2025-05-14,2025-05-14'],
      ['HOLDINGS, STAKE 10-20 PCT INCL., VEHICLE: PE.', 'led; vehicle_type=PE; ownership_percentage=10,20'],
    ]);
  });

  it("reads a beginner's English, a literary writer's figures, a punter's and an estate agent's words", () => {
    check([
      ['Stake small than one quarter. I want see.', 'led; ownership_percentage=,24.9999'],
      ['Who toils within the walls of houses raised before 2010?', 'ppl; employer.founding_date=,2009'],
      ['Which pages flowed from the quills of women?', 'lib; authors.gender=F'],
      ['Any stakes sitting at evens?', 'led; ownership_percentage=50,50'],
      ['Residents not boasting an email address — we will have to knock on doors.', 'ppl; has_email=false'],
      ['Which ventures took root in any year but 2020?', 'led; !inv_date=2020,2020'],
    ]);
    // Strict bounds keep their stated doubt.
    for (const [text, spec] of [
      ['Stake more 12 percent and less 26 percent. Which deal?', 'led; ownership_percentage=12.0001,25.9999'],
      ['Which of our houses have weathered more than ten winters?', 'org; founding_date=,2014-05-15'],
      ['Over/under 30% on the stakes — I am taking the under.', 'led; ownership_percentage=,29.9999'],
    ] as const)
      expect(parse(text).query, text).toEqual(expected(spec));
    // "Blue Harbor Ventures" stays a name.
    check([['people at Blue Harbor Ventures', 'ppl; organization=@org:Blue Harbor Ventures']]);
  });

  it("reads an age as of an event's day, and says so", () => {
    const p = parse('Which people were still under thirty when the pandemic was declared?');
    expect(p.query).toEqual(expected('ppl; birth_date=1990-03-12,'));
    expect(p.notes.join(' ')).toContain('Read the ages as of 2020-03-11');
    check([
      ['adults, eighteen or older, on the day the euro was launched', 'ppl; birth_date=,1981-01-01'],
      ['people not born during the Swinging Sixties', 'ppl; !birth_date=1960,1969'],
    ]);
    // With another date read from today, the ages stay today's and the event is named as not used.
    const mixed = parse('people under 30 when the pandemic was declared, born since 1990');
    expect(mixed.notes.join(' ')).not.toContain('Read the ages as of');
    expect(mixed.doubt).toMatch(/^Not sure: /);
  });

  it('withdraws what "— no, forget X —" names, and negates a list type after lists named first', () => {
    check([
      ['All the stakes, except the VC ones — no, forget VC — except the PE ones.', 'led; !vehicle_type=PE'],
      ['lists excluding ledger lists', 'lst; !type=LedgerList'],
      ['all lists but the library lists', 'lst; !type=LibraryList'],
      ['public lists, not the people lists', 'lst; visibility=public; !type=PeopleList'],
      ['ledger lists', 'lst; type=LedgerList'],
    ]);
  });

  it('leaves out a flag, a visibility or a place after "but", "except", "ignoring", "bar", "minus"', () => {
    check([
      ['all organisations but the hidden ones', 'org; !visibility=hidden'],
      ['all deals but the owned ones', 'led; owned=false'],
      ['all keywords but the ones on the dashboard', 'kw; show_on_dashboard=false'],
      ['deals, skipping the owned ones', 'led; owned=false'],
      ['all deals except the ones that are owned', 'led; owned=false'],
      ['organisations bar the German ones', 'org; !hq_geo=@geo:DE'],
      ['people minus those in Berlin', 'ppl; !city=Berlin'],
      ['deals in 2020 but owned', 'led; owned=true; inv_date=2020,2020'],
    ]);
  });
});
