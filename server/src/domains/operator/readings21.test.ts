import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';
import { calendarBack } from './date-types.ts';

/**
 * Found on the twenty-first blind set's development half (issue 35), each tested on own sentences (today 2025-05-15
 * unless a leap day is the point). Before, a pasted query string, JSON or flags were read as words (a key searched
 * for as a name), radio procedure and Scots words were searched for or dropped ("over", "Gie's", "negative VC" read as
 * VC), "(hereinafter "Acme") on or after 1 May 2021" lost its "on or after", "documents" was the Documents/Notes type,
 * "not marked favourite" dropped its "not", and a year back from 29 February was 1 March.
 */
describe('Operator: voices of the twenty-first set', () => {
  const ctx = useTestApp();
  const { parse, expected, check } = bankReader(ctx);

  it('reads a pasted query string, JSON, YAML or command-line flags as their column conditions', () => {
    check([
      ['GET /people?gender=F&city=Oslo', 'ppl; gender=F; city=Oslo'],
      ['?kind=ledger&type=VC&owned=true', 'led; vehicle_type=VC; owned=true'],
      ['/organizations?sort=-founding_date&limit=4', 'org; ^-founding_date; #4'],
      ['{"kind": "people", "gender": "M", "city": "Berlin"}', 'ppl; gender=M; city=Berlin'],
      ['organizations(where: {country: "DE"}) { name }', 'org; hq_geo=@geo:DE'],
      ['kind: library\nwhere:\n  type: Report\n  published: last_year', 'lib; type=Report; publish_date=2024,2024'],
      ['people --city Oslo --limit 2', 'ppl; city=Oslo; #2'],
    ]);
    // A share written as a fraction of one is read as a percentage, and said so.
    const stake = parse('{"kind": "ledger", "stake": {"gte": 0.2}}');
    expect(stake.query).toEqual(expected('led; ownership_percentage=20,'));
    expect(stake.doubt).toContain('0.2 read as 20%');
    // A key the lists have no filter for is named as not used.
    expect(parse('?kind=organizations&updated_after=2025-01-01').doubt).toMatch(/could not be used/);
  });

  it('reads radio procedure: call signs, "request", "break", "negative", spoken digits and "over"', () => {
    check([
      ['Operator, this is Charlie One, request persons in Oslo, over.', 'ppl; city=Oslo'],
      ['Request ledger entries, negative FA, over.', 'led; !vehicle_type=FA'],
      ['Delta Two to Operator: request women, break, with email on file, out.', 'ppl; gender=F; has_email=true'],
    ]);
    const digits = parse('Echo Three to Operator: request persons aged four zero or more, over.');
    expect(digits.query).toEqual(expected('ppl; birth_date=,1985-05-15'));
  });

  it('reads Scots and Irish words, a litigator’s request and the negated favourite', () => {
    check([
      ["Gie's the reports from Berlin publishers, ken?", 'lib; type=Report; publisher.hq_city=@city:Berlin'],
      ['Whit podcasts came oot last year, aye?', 'lib; type=Podcast; publish_date=2024,2024'],
      ['Giz the stakes mair than a half, sure look.', 'led; ownership_percentage=50.0001,'],
      [
        'Produce any and all documents published by Acme Robotics (hereinafter "Acme") on or after 1 May 2021.',
        'lib; publisher=@org:Acme Robotics; publish_date=2021-05-01,',
      ],
      ['library items not marked favourite', 'lib; is_fav=false'],
    ]);
  });

  it('reads a voice assistant\'s "cancel that" and "stop", a restated today and a chained bound', () => {
    check([
      ['OK Operator, men in Oslo. Cancel that, women in Berlin.', 'ppl; gender=F; city=Berlin'],
      ['Hey Operator, people in Oslo. Stop. Podcasts from 2023.', 'lib; type=Podcast; publish_date=2023,2023'],
      ['If today is 15 May 2025, which companies were founded last year?', 'org; founding_date=2024,2024'],
      ['companies under ten years of age', 'org; founding_date=2015-05-16,'],
      ['reports published since the start of the previous decade', 'lib; type=Report; publish_date=2010-01-01,'],
      ['people who authored any document tagged Robotics', 'ppl; authored.keywords=@kw:Robotics'],
    ]);
    // Another day said to be today is not used: dates are read from the real today, and that is said.
    const other = parse('If today is 1 January 2020, which companies were founded last year?');
    expect(other.query).toEqual(expected('org; founding_date=2024,2024'));
    expect(other.doubt).toContain('If today is 1 January 2020');
    expect(parse('stakes with 1/4 < p <= 1/2').query).toEqual(expected('led; ownership_percentage=25.0001,50'));
    const back = parse('which deals go back more than five years');
    expect(back.query).toEqual(expected('led; inv_date=,2020-05-14'));
  });

  it('counts a year or a month back from a leap day to the last day of the shorter month', () => {
    const leap = new Date('2028-02-29T12:00:00Z');
    expect(calendarBack(leap, 1).toISOString().slice(0, 10)).toBe('2027-02-28');
    expect(calendarBack(leap, 4).toISOString().slice(0, 10)).toBe('2024-02-29');
    expect(calendarBack(new Date('2027-03-31T00:00:00Z'), 0, 1).toISOString().slice(0, 10)).toBe('2027-02-28');
    const at = (text: string) => parse(text, leap).query.filters.map((f) => `${f.name}=${f.value}`);
    expect(at('people aged 30 or over')).toEqual(['birth_date=,1998-02-28']);
    expect(at('companies under five years old')).toEqual(['founding_date=2023-03-01,']);
    expect(at('deals in the last 12 months')).toEqual(['inv_date=2027-02-28,']);
  });
});
