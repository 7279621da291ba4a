import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';
import { frame } from './framing.ts';

/**
 * How a request is framed (issue 35, found on the thirteenth blind set's development half): a message's greeting and
 * sign-off, a word said to the reader, an opening exclamation, a closing insistence, a request given as steps, words
 * shouted in capitals, a sentence's first word that is English and no name, and groupings of countries of fixed
 * membership. Own sentences, today 2025-05-15.
 */
describe('Operator: how a request is framed', () => {
  const ctx = useTestApp();
  const { parse, expected, check } = bankReader(ctx);

  it('reads a greeting, a sign-off and a word said to the reader as no condition, and names them', () => {
    check([
      ['Hello Operator, which companies are based in Oslo? Many thanks, Priya', 'org; hq_city=@city:Oslo'],
      ['Dear colleagues: the podcasts please. Best regards, Tom Hale', 'lib; type=Podcast'],
      ['Hey, any women living in Paris, folks?', 'ppl; gender=F; city=Paris'],
      ['Good morning! Stakes above a third? Cheers', 'led; ownership_percentage=33.3334,'],
    ]);
    const p = parse('Hello Operator, which companies are based in Oslo? Many thanks, Priya');
    expect(p.query?.search).toBeNull();
    expect(p.notes.join(' ')).toContain('"Hello Operator", "Many thanks, Priya"');
  });

  it('reads steps as one request, a step that drops records as their negation', () => {
    check([
      [
        'Start from the library. Keep only the articles. Then just those published in 2024.',
        'lib; type=Article; publish_date=2024,2024',
      ],
      ['Take the organisations. Remove those in Germany.', 'org; !hq_geo=@geo:DE'],
      ['Begin with the ledger. Discard everything under a tenth.', 'led; ownership_percentage=10,'],
    ]);
    expect(parse('Take the organisations. Remove those in Germany.').notes.join(' ')).toContain('steps of one request');
  });

  it('reads an opening exclamation and a closing insistence as no condition', () => {
    check([
      ['Honestly, companies in Berlin. Nothing else!', 'org; hq_city=@city:Berlin'],
      ['Sigh: women born before 1970. Just those.', 'ppl; gender=F; birth_date=,1969'],
      ['Public companies in Paris. Two conditions, that’s it!', 'org; ownership_type=Public; hq_city=@city:Paris'],
    ]);
  });

  it('reads shouted words of English in lower case, and leaves a shouted name as it is', () => {
    check([
      ['companies NOT based in Germany', 'org; !hq_geo=@geo:DE'],
      ['people BORN AFTER 1990', 'ppl; birth_date=1991,'],
      ['reports that AREN’T hidden', 'lib; type=Report; !visibility=hidden'],
    ]);
    expect(frame('ACME companies NOT in Oslo').text).toBe('ACME companies not in Oslo');
    // Three capitals are an acronym as often as a word: "CEO" and "IPO" stay as written, "NOT" is shouted.
    expect(frame('the CEO of firms that had an IPO, NOT in Oslo').shouted).toEqual(['NOT']);
    // A shouted word of English is never searched for as a name.
    expect(parse('Everything ELSE in the library').query?.search).toBeNull();
  });

  it('names a sentence’s first English word as not used rather than searching for it as a name', () => {
    const p = parse('Wondering about companies in Oslo');
    expect(p.query?.search).toBeNull();
    expect(p.unused).toContain('Wondering');
  });

  it('reads DACH, Benelux, the Baltics and Iberia as their countries', () => {
    check([
      ['organisations in DACH', 'org; hq_geo=@geo:DE+@geo:AT+@geo:CH'],
      ['Benelux companies founded after 2000', 'org; hq_geo=@geo:BE+@geo:NL+@geo:LU; founding_date=2001,'],
    ]);
    expect(parse('companies in EMEA').query?.filters).toEqual([]);
    expect(parse('companies in EMEA').doubt).toBeTruthy();
  });

  it('reads a "who" clause after a related kind word as describing that kind', () => {
    check([
      ['organisations with staff who live in Oslo', 'org; staff.city=Oslo'],
      ['companies with employees who live in Paris', 'org; staff.city=Paris'],
      ['companies without staff who live in Oslo', 'org; !staff.city=Oslo'],
    ]);
    // A negation before the kind word, or in the clause, is not the relation's: the clause is not joined, the
    // answer keeps its doubt ("staff who aren't women" are staff, not "no women on staff").
    expect(parse('library items not written by people who live in Berlin').doubt).toBeTruthy();
    expect(parse('companies with staff who aren’t women').doubt).toBeTruthy();
  });

  it('reads a country’s capital, a count that ends the question, and everyday words for staff and men', () => {
    check([
      ['firms based in France’s capital', 'org; hq_city=@city:Paris'],
      ['Podcasts, newest first. Show three.', 'lib; type=Podcast; ^-publish_date; #3'],
      ['blokes living in Oslo', 'ppl; gender=M; city=Oslo'],
      ['organisations with a staffer living in Paris', 'org; staff.city=Paris'],
    ]);
  });

  it('reads what each visibility means to a reader of the site', () => {
    check([
      ['organisations anyone can see without logging in', 'org; visibility=public'],
      ['podcasts that require a subscription', 'lib; type=Podcast; visibility=paywalled'],
      ['people only our team can see', 'ppl; visibility=hidden'],
      // The dashboard is what the home page shows; a bookmark is a favourite.
      ['organisations featured on the home page', 'org; dashboard=true'],
      ['companies not on the homepage', 'org; dashboard=false'],
      ['bookmarked articles', 'lib; type=Article; is_fav=true'],
    ]);
  });

  it('keeps a question with no frame exactly as before', () => {
    expect(frame('which companies are based in Oslo?').text).toBe('which companies are based in Oslo?');
    expect(expected('org; hq_city=@city:Oslo')).toEqual(parse('companies in Oslo').query);
  });
});
