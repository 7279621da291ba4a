import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Questions in several users' voices (issue 35): an intern's hedges, a partner's orders, a compliance officer's
 * "save for" and "do not exceed", a student's context. Own sentences, today 2025-05-15 (a Thursday).
 */
describe('Operator: several users’ voices', () => {
  const ctx = useTestApp();
  const { parse, check } = bankReader(ctx);

  it('reads a negated comparison of a share in words as its other side', () => {
    check([
      ['holdings that do not exceed a tenth', 'led; ownership_percentage=,10'],
      ['stakes which does not exceed one quarter of one per cent', 'led; ownership_percentage=,0.25'],
      ['stakes above nineteen twentieths', 'led; ownership_percentage=95.0001,'],
      ['holdings of eleven twelfths', 'led; ownership_percentage=91.6667,91.6667'],
    ]);
    // A negated share that is no comparison keeps its negation.
    expect(parse('stakes that are not majority stakes').query?.filters).toEqual([
      { name: 'ownership_percentage', value: '50.0001,', negate: true },
    ]);
  });

  it('cuts a range at the end a negated range reaches', () => {
    check([
      ['holdings invested since 2022, save for those dated this year', 'led; inv_date=2022,2024'],
      [
        'articles published in the last two years but not this month',
        'lib; type=Article; publish_date=2023-05-15,2025-04',
      ],
      ['people born since 1970 except those born in the seventies', 'ppl; birth_date=1980,'],
    ]);
    // A negated span inside the range is no end of it: both filters stay.
    expect(parse('companies founded after 2000 but not in the 2010s').query?.filters).toEqual([
      { name: 'founding_date', value: '2001,', negate: false },
      { name: 'founding_date', value: '2010,2019', negate: true },
    ]);
  });

  it('reads everyday names of periods, places and orderings', () => {
    check([
      ['stakes taken in the third quarter of the preceding year', 'led; inv_date=2024-07,2024-09'],
      ['investments made in Q2 of the current year', 'led; inv_date=2025-04,2025-06'],
      ['any firms of ours headquartered down under?', 'org; hq_geo=@geo:AU'],
      ['companies based in Beantown', 'org; hq_city=@city:Boston'],
      ['Please identify those persons resident in the Norwegian capital.', 'ppl; city=Oslo'],
      ['people sorted by given name, Z to A', 'ppl; ^-name_given'],
      ['organizations sorted by legal name, descending', 'org; ^-name_inc'],
      ['The ledger by name, A–Z. First twenty.', 'led; ^name; #20'],
      ['the three companies most recently entered into the records', 'org; ^-created_at; #3'],
      ['Hidden lists: just the people and ledger ones.', 'lst; visibility=hidden; type=PeopleList+LedgerList'],
      [
        'Kindly list the companies which, as at today’s date, have been established for between three and eight years, both bounds inclusive.',
        'org; founding_date=2016-05-16,2022-05-15',
      ],
      ['stakes between 10% and 20%, both limits included', 'led; ownership_percentage=10,20'],
    ]);
    // "prior to" a year is a bound, not the previous year.
    expect(parse('people born prior to 1980').query?.filters).toEqual([
      { name: 'birth_date', value: ',1979', negate: false },
    ]);
  });

  it('reads "nobody linked" as no people, and "at all" as emphasis only', () => {
    for (const text of [
      'organizations with no people at all',
      'Are there any firms with nobody attached to them at all?',
      'companies that have no one linked',
    ]) {
      const read = parse(text);
      expect(read.query?.kind).toBe('organizations');
      expect(read.query?.filters).toEqual([
        { name: 'staff.visibility', value: 'hidden,paywalled,public', negate: true },
      ]);
      expect(read.withheld).toBeFalsy();
    }
    check([['people at all German firms', 'ppl; employer_geo=@geo:DE']]);
  });

  it('reads a formal or indirect request, a purpose said first and the records as a data set', () => {
    check([
      [
        'In respect of the individuals held on file, please identify those aged from twenty to thirty inclusive.',
        'ppl; birth_date=1994-05-16,2005-05-15',
      ],
      [
        'With respect to companies in Germany, kindly list those founded after 2000',
        'org; hq_geo=@geo:DE; founding_date=2001,',
      ],
      ['For a summary table in my thesis: how many of the people in the dataset are women?', 'ppl; gender=F'],
      ['every man in our data set who is sixty or over', 'ppl; gender=M; birth_date=,1965-05-15'],
      ['For the board deck, companies in Berlin', 'org; hq_city=@city:Berlin'],
      ['For my appendix the organizations should be sorted by legal name, Z to A.', 'org; ^-name_inc'],
      [
        "I'd be curious whether we record anything above nineteen-twentieths of a company.",
        'led; ownership_percentage=95.0001,',
      ],
      ['I wonder if we have stakes below a tenth of the company', 'led; ownership_percentage=,9.9999'],
      ["I'd love to know whether there are any firms in Berlin", 'org; hq_city=@city:Berlin'],
    ]);
    // What a piece of work is "on" is no purpose: it is still read, here as a doubt.
    expect(parse('For my thesis on German firms I need their staff').doubt).toBeTruthy();
  });

  it('reads leaving out, omitting and excluding anyone as negations, and what is left as the rest', () => {
    check([
      ['people excluding anyone born in the 1980s', 'ppl; !birth_date=1980,1989'],
      [
        "For my dissertation I'm leaving out anything tagged Robotics. Which companies are left?",
        'org; !keywords=@kw:Robotics',
      ],
      ['companies, omitting those in Germany', 'org; !hq_geo=@geo:DE'],
      // The other side of the date leaves out the companies with no founding date: said so (issue 35).
      ['companies, setting aside those founded before 2000', 'org; founding_date=2000,', /records with no date/],
      ['people, leaving out anyone born in the 1990s; who remains among them?', 'ppl; !birth_date=1990,1999'],
    ]);
  });

  it('reads a related kind that runs a vehicle, and entries that sit behind the paywall', () => {
    check([
      ['reports published by organizations that run a VC vehicle', 'lib; type=Report; publisher.vehicle_type=VC'],
      [
        'For my project I need the reports put out by publishers that operate a venture capital vehicle.',
        'lib; type=Report; publisher.vehicle_type=VC',
      ],
      ['people at companies that manage a PE vehicle', 'ppl; employer.vehicle_type=PE'],
      ['which people have authored anything that sits behind the paywall?', 'ppl; authored.visibility=paywalled'],
    ]);
  });

  it("reads an intern's apology, a request verb after a clause and a salesperson's shops", () => {
    check([
      ['Sorry if this is obvious, but could you show me the people who live in Paris?', 'ppl; city=Paris'],
      ['Sorry to bother you, but are there any companies founded before 1990?', 'org; founding_date=,1989'],
      ['Apologies for the basic question: which reports came out in 2024?', 'lib; type=Report; publish_date=2024,2024'],
      ['sorry, people in Oslo', 'ppl; city=Oslo'],
      ['Save for those in London, list all persons on file.', 'ppl; !city=London'],
      [
        'Kindly enumerate persons born after 1990 save for those resident in Berlin.',
        'ppl; !city=Berlin; birth_date=1991,',
      ],
      ['shops founded in the last 5 years', 'org; founding_date=2020-05-15,'],
    ]);
  });

  it("reads a product manager's bullets: slashes, parentheses and fields written as labels", () => {
    check([
      [
        'companies / Germany / founded after 2010 / public (ownership)',
        'org; ownership_type=Public; hq_geo=@geo:DE; founding_date=2011,',
      ],
      ['people / gender: female / city: Oslo', 'ppl; gender=F; city=Oslo'],
      ['orgs (HQ country: Sweden) founded after 2000', 'org; hq_geo=@geo:SE; founding_date=2001,'],
      ['companies whose ownership type is public', 'org; ownership_type=Public'],
      ['companies with public ownership', 'org; ownership_type=Public'],
      ['companies that are not of public ownership', 'org; !ownership_type=Public'],
      ['companies, ownership: private', 'org; ownership_type=Private'],
    ]);
  });

  it('reads polite hedges, "are recorded" and "not associated with any"', () => {
    check([
      [
        "I was hoping to see the articles from last month, if that's ok?",
        'lib; type=Article; publish_date=2025-04,2025-04',
      ],
      ['How many persons born in the 1970s are recorded?', 'ppl; birth_date=1970,1979'],
      [
        "I'd love to know which of our holdings are the biggest - maybe the top five?",
        'led; ^-ownership_percentage; #5',
      ],
    ]);
    expect(parse('Which persons are not associated with any organisation?').query?.filters).toEqual([
      { name: 'employer.visibility', value: 'hidden,paywalled,public', negate: true },
    ]);
    // "recorded" elsewhere is still a word to read.
    expect(parse('ledger entries with no stake recorded').doubt).toBeTruthy();
    // Not linked to a record of the answer's own kind: every other one, said as a doubt.
    expect(parse('companies not linked to Acme Robotics').doubt).toBeTruthy();
  });

  it('reads a label before the question, a count inside a request, "got founded", "2000+" and folks at a firm', () => {
    check([
      ['For my thesis I need the number of women born before 1960.', 'ppl; gender=F; birth_date=,1959'],
      [
        'In respect of holdings acquired during 2021, list those exceeding one quarter.',
        'led; ownership_percentage=25.0001,; inv_date=2021,2021',
      ],
      [
        'Gimme all the startups tagged AI that got founded after 2018',
        'org; keywords=@kw:Artificial Intelligence; founding_date=2019,',
      ],
      ['reports by folks at Acme Robotics', 'lib; type=Report; author_organization=@org:Acme Robotics'],
      [
        'Companies (Berlin, Munich) / founded 2000+ / sorted by name',
        'org; hq_city=@city:Berlin+@city:Munich; founding_date=2000,; ^name_dba',
      ],
      ['List organisations other than those which are private.', 'org; !ownership_type=Private'],
    ]);
    const label = parse('Quick q: orgs w/ female staff in Berlin?');
    expect(label.query?.search).toBeNull();
    expect(parse('Exec summary: how many holdings over 25%?').query?.search).toBeNull();
  });

  it('reads "how many" asked inside a request and positions "entered into"', () => {
    check([
      [
        'Which holdings were entered into during the first half of the preceding year?',
        'led; inv_date=2024-01,2024-06',
      ],
      ["I'd love to know how many articles came out last year.", 'lib; type=Article; publish_date=2024,2024'],
      ['Could you tell me how many people live in Oslo?', 'ppl; city=Oslo'],
    ]);
    expect(parse('Could you tell me how many people live in Oslo?').howMany).toBe(true);
  });

  it('states a doubt for "both … and" read as either value', () => {
    for (const text of [
      'companies tagged both Fintech and Robotics',
      'Are there any companies both in Germany and in France?',
    ])
      expect(parse(text).doubt).toMatch(/^Not sure: "both /);
    // Without "both", "and" between values of one filter is read as either, as before.
    check([['companies tagged Fintech and Robotics', 'org; keywords=@kw:Fintech+@kw:Robotics']]);
  });

  it('reads a purpose said between commas and the records as our network', () => {
    check([
      ['I need, for a class project, the reports published in 2020.', 'lib; type=Report; publish_date=2020,2020'],
      ['people born after 1990, for my thesis chapter, in Paris', 'ppl; city=Paris; birth_date=1991,'],
      ['Are there any women in our network under forty?', 'ppl; gender=F; birth_date=1985-05-16,'],
    ]);
  });

  it('reads a request put as a wish', () => {
    check([
      ["It'd be great to see companies in Paris.", 'org; hq_city=@city:Paris'],
      ['Would it be possible to see the people in Oslo?', 'ppl; city=Oslo'],
      ['Is it possible to get the reports from 2021?', 'lib; type=Report; publish_date=2021,2021'],
    ]);
  });

  it('reads the direction of size said alone', () => {
    check([
      ['Top 3 VC positions. Largest first. Now.', 'led; vehicle_type=VC; ^-ownership_percentage; #3'],
      ['stakes sorted smallest first', 'led; ^ownership_percentage'],
    ]);
  });

  it("reads a compliance officer's exceptions", () => {
    check([
      ['Persons, save for those of female gender.', 'ppl; !gender=F'],
      ['Organisations, other than those whose headquarters are in the United States.', 'org; !hq_geo=@geo:US'],
      ['people of male gender in Oslo', 'ppl; gender=M; city=Oslo'],
    ]);
  });
});
