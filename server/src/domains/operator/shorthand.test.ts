import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';
import { shortNameCandidates } from './vocabulary.ts';

/**
 * An analyst's terse wording (issue 35): abbreviations ("cos", "ppl", "w/", "b4", "pls"), short forms
 * of kinds, flags and list types, records named by the first words of their name. Own sentences,
 * today 2025-05-15 (a Thursday).
 */
describe('Operator: terse wording', () => {
  const ctx = useTestApp();
  const { parse, check, expected } = bankReader(ctx);

  it('reads terse wording: abbreviations, short kind words, two-digit years and verbs of a relation', () => {
    check([
      ['PE entries from 2019', 'led; vehicle_type=PE; inv_date=2019,2019'],
      ['firms started last decade', 'org; founding_date=2010,2019'],
      ["contacts born before '80", 'ppl; birth_date=,1979'],
      ['ppl whose employer dates back to before 2000', 'ppl; employer.founding_date=,1999'],
      ['lib items from publishers in Europe', 'lib; publisher.hq_region=@region:Europe'],
      ['reports put out by cos founded after 2010', 'lib; type=Report; publisher.founding_date=2011,'],
      ['what did we invest in the year before last?', 'led; inv_date=2023,2023'],
      ['Oslo cos w/ an email', 'org; hq_city=@city:Oslo; has_email=true'],
      ['Oslo cos w/o an email', 'org; hq_city=@city:Oslo; has_email=false'],
      ['firms with a PE vehicle and an email', 'org; vehicle_type=PE; has_email=true'],
      ["podcasts that aren't faves", 'lib; type=Podcast; is_fav=false'],
      ['firms with no men on staff', 'org; !staff_gender=M'],
      ["investments whose holder isn't Norwegian", 'led; !holder.hq_geo=@geo:NO'],
    ]);
    expect(parse("who's written something tagged Fintech?").query).toEqual(
      expected('ppl; authored.keywords=@kw:Fintech'),
    );
    // "the last decade" is the ten years up to today, with the calendar decade named as another reading.
    const decade = parse('companies founded within the last decade');
    expect(decade.query).toEqual(expected('org; founding_date=2015-05-15,'));
    expect(decade.doubt).toMatch(/^Not sure: /);
    // A vehicle alone does not say whether organizations or ledger entries are meant.
    expect(parse('VC from 2019').doubt).toMatch(/^Not sure: "VC"/);
  });

  it('reads an organization named by the first words of its name, as a stated guess', () => {
    const short = parse('anyone not at Acme or Northwind?');
    expect(short.query).toEqual(expected('ppl; !organization=@org:Acme Robotics+@org:Northwind Capital'));
    expect(short.notes.join(' ')).toContain('read as Acme Robotics, the one organization whose name starts so');
    expect(short.doubt).toMatch(/^Not sure: /);
    const authors = parse('papers written by Northwind people');
    expect(authors.query).toEqual(expected('lib; type=Literature/Paper; author_organization=@org:Northwind Capital'));
    // Words of the grammar, capitalised at the start of a question, name no record.
    expect(shortNameCandidates('Which Companies in Blue Harbor Ventures?')).toEqual([
      'blue',
      'blue harbor',
      'harbor',
      'harbor ventures',
      'ventures',
    ]);
  });

  it("reads an analyst's shorthand: b4, btw, min/max, ex-, @, 1st, no. of, pods, by size", () => {
    check([
      ['pods from 2023', 'lib; type=Podcast; publish_date=2023,2023'],
      ['cos founded b4 1990', 'org; founding_date=,1989'],
      ['stakes btw 2 and 4%', 'led; ownership_percentage=2,4'],
      ['min 30% stakes', 'led; ownership_percentage=30,'],
      ['stakes max 5%', 'led; ownership_percentage=,5'],
      ['orgs ex-France', 'org; !hq_geo=@geo:FR'],
      ['reports tagged robotics, oldest 1st', 'lib; type=Report; keywords=@kw:Robotics; ^publish_date'],
      ['top 2 stakes by size', 'led; ^-ownership_percentage; #2'],
      ['no. of podcasts', 'lib; type=Podcast'],
    ]);
    expect(parse('ppl @ Acme Robotics').query).toEqual(expected('ppl; organization=@org:Acme Robotics'));
  });

  it('reads short forms of flags, list types and kinds: on dash, dashboard orgs, kws, org lists, members of a list', () => {
    check([
      ['cos on dash', 'org; dashboard=true'],
      ['dashboard contacts', 'ppl; dashboard=true'],
      ['hidden kws', 'kw; visibility=hidden'],
      ['org lists', 'lst; type=OrganizationsList'],
      ['lists of ppl', 'lst; type=PeopleList'],
      ['members of the Founders to meet list', 'ppl; lists=@list:Founders to meet'],
    ]);
  });

  it('reads pls and whos, and "who is headquartered" as organizations', () => {
    check([
      ['reports pls', 'lib; type=Report'],
      ['pls list all VC deals', 'led; vehicle_type=VC'],
    ]);
    expect(parse('whos hq’d in Oslo').query).toEqual(expected('org; hq_city=@city:Oslo'));
    expect(parse('who is headquartered in Berlin?').query.kind).toBe('organizations');
  });
});
