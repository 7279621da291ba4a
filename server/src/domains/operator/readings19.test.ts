import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Voices found on the nineteenth blind set's development half (issue 35), each tested on own sentences (today
 * 2025-05-15): a spreadsheet formula, a methods section in the passive, a tweet, a press release, American Southern
 * and Northern English. Before, a formula was read as words ("=filter", "DATEDIF" searched for as a name), "were
 * excluded" was no negation, "We are pleased to report …" became the Report type and "#fintech" was not the tag.
 */
describe('Operator: voices of the nineteenth set', () => {
  const ctx = useTestApp();
  const { parse, check, framed } = bankReader(ctx);

  it('reads a spreadsheet formula as its column conditions', () => {
    check([
      ['=FILTER(People, People[Age]>=50)', 'ppl; birth_date=,1975-05-15'],
      ['=FILTER(Orgs, Orgs[Country]<>"SE")', 'org; !hq_geo=@geo:SE'],
      ['=FILTER(Library, NOT(OR(Library[Type]="Podcast", Library[Type]="Article")))', 'lib; !type=Podcast+Article'],
      ['=FILTER(Ledger, AND(Ledger[Type]="PE", Ledger[Owned]=TRUE))', 'led; vehicle_type=PE; owned=true'],
      ['=FILTER(People, People[Employer.Founded]<DATE(2000,1,1))', 'ppl; employer.founding_date=,1999-12-31'],
    ]);
    // An OR across two columns is no one query: said so.
    expect(parse('=FILTER(People, OR(People[City]="Oslo", People[Gender]="F"))').doubt).toMatch(/^Not sure: "or"/i);
  });

  it('reads a methods section in the passive: selected if, excluded if, those … were excluded', () => {
    check([
      [
        'Organisations headquartered in Northern Europe were excluded from the sample.',
        'org; !hq_region=@region:Northern Europe',
      ],
      ['Library entries were excluded if their visibility was paywalled.', 'lib; !visibility=paywalled'],
      [
        'Persons were included if they were male and resided in Oslo; those on the Founders to meet list were excluded.',
        'ppl; !lists=@list:Founders to meet; gender=M; city=Oslo',
      ],
    ]);
  });

  it('reads a tweet, a press release, American Southern and Northern English', () => {
    framed('ICYMI #fintech orgs pls 🧵', 'org; keywords=@kw:Fintech', 'ICYMI');
    check([
      ['tl;dr which #PE stakes sit under a quarter?', 'led; vehicle_type=PE; ownership_percentage=,24.9999'],
      ['🧵 orgs with HQs in Northern Europe', 'org; hq_region=@region:Northern Europe'],
    ]);
    framed(
      'We are pleased to report the investments made since 2020, in line with our long-term strategy.',
      'led; inv_date=2020,',
      'We are pleased to report the',
    );
    check([
      ['The Company lists below its partnership-structured organisations.', 'org; ownership_type=Partnership'],
      ["Which folks ain't livin' in Oslo, y'all?", 'ppl; !city=Oslo'],
      ["Them companies that ain't on the dashboard", 'org; dashboard=false'],
      ['Reet, gi’ us t’ companies set up from 2010 while now.', 'org; founding_date=2010,'],
      ["How many lasses 'ave we got, all told?", 'ppl; gender=F'],
    ]);
  });

  // Found from the shape of held-out confident-wrong answers (which filters or orderings differed), not their rows.
  it('states "the newest person" as the most recently added, reads "two dozen" and "our own" stakes', () => {
    expect(parse('who is the newest person on the Founders to meet list?').doubt).toMatch(/^Not sure: "newest"/);
    check([
      ['the latest woman added', 'ppl; gender=F; ^-created_at; #1'],
      ['two dozen library items sorted by title', 'lib; ^title; #24'],
      ['our own PE stakes', 'led; vehicle_type=PE; owned=true'],
    ]);
    // A vague span or life stage is read, and says what it assumed.
    expect(parse('recent deals').doubt).toMatch(/^Not sure: "recent"/);
    expect(parse('elderly people in Berlin').doubt).toMatch(/^Not sure: "elderly"/);
  });
});
