import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { BOUND_OUT, bankReader } from './bank/wording-check.ts';

/**
 * An investigator's or due-diligence analyst's wording (issue 35): the people a file is about ("subjects",
 * "principals"), firms as "outfits" and "entities", "domiciled" and "seated" for headquartered, task verbs ("pull",
 * "flag"), comparisons in a dealmaker's words ("north of", "a shade under", "capped at"). Own sentences, today
 * 2025-05-15 (a Thursday).
 */
describe("Operator: an investigator's wording", () => {
  const ctx = useTestApp();
  const { parse, check, expected } = bankReader(ctx);

  it('reads the kinds, places and task verbs of an investigation', () => {
    check([
      ['Pull the principals living in Oslo', 'ppl; city=Oslo'],
      ['Flag every subject tagged Fintech', 'ppl; keywords=@kw:Fintech'],
      ['Give me the research published since 2023', 'lib; publish_date=2023,'],
      ['I want every outfit seated in Germany', 'org; hq_geo=@geo:DE'],
      ['Pull the German-domiciled entities', 'org; hq_geo=@geo:DE'],
      ['Dig up the pieces written by women', 'lib; authors.gender=F'],
      ['the three subject files added last', 'ppl; ^-created_at; #3'],
    ]);
  });

  it("reads comparisons in a dealmaker's words, fractions in words and a half-dozen", () => {
    check([
      ['stakes a shade under a third', 'led; ownership_percentage=,33.3333'],
      ['positions just shy of a quarter', 'led; ownership_percentage=,24.9999'],
      ['stakes capped at three eighths', 'led; ownership_percentage=,37.5'],
      ['holdings between a sixth and two fifths, both ends in', 'led; ownership_percentage=16.6667,40'],
      ['the top half-dozen stakes', 'led; ^-ownership_percentage; #6'],
      ['VC positions at or below one twelfth', 'led; vehicle_type=VC; ownership_percentage=,8.3333'],
      ['entities incorporated north of 2010', 'org; founding_date=2011,'],
      ['outfits incorporated south of 1990', 'org; founding_date=,1989'],
      ['principals aged north of 60', 'ppl; birth_date=,1964-05-15', BOUND_OUT],
    ]);
    // A strict bound in digits is read strictly and says so.
    const north = parse('stakes north of 20%');
    expect(north.query).toEqual(expected('led; ownership_percentage=20.0001,'));
    expect(north.doubt).toMatch(/^Not sure: /);
    // "north of" a place is no comparison: named as not used.
    expect(parse('companies north of Berlin').doubt).toMatch(/^Not sure: "north"/);
  });

  it('reads ages not yet reached and anniversaries of founding', () => {
    check([
      ["principals who haven't hit forty yet", 'ppl; birth_date=1985-05-16,'],
      ['contacts yet to reach 21', 'ppl; birth_date=2004-05-16,'],
      ['subjects who have hit 50', 'ppl; birth_date=,1975-05-15'],
      ["outfits that haven't reached their tenth anniversary", 'org; founding_date=2015-05-16,'],
      ['entities that have celebrated their 25th anniversary', 'org; founding_date=,2000-05-15'],
    ]);
  });

  it("reads halves of a decade or year, the last quarter of a year and the investor's own verbs", () => {
    check([
      ['outfits incorporated in the second half of the previous decade', 'org; founding_date=2015,2019'],
      ['firms founded in the first half of this decade', 'org; founding_date=2020,2024'],
      ['deals done in the last quarter of last year', 'led; inv_date=2024-10,2024-12'],
      ['Which positions did we take in the front half of 2023?', 'led; inv_date=2023-01,2023-06'],
      ['Show the stakes we entered in the back half of last year', 'led; inv_date=2024-07,2024-12'],
    ]);
  });

  it('reads negations of a structure, venture as a vehicle, and relations said as an investigator says them', () => {
    check([
      ['Which outfits are not structured as a partnership?', 'org; !ownership_type=Partnership'],
      ["holdings that aren't venture or buyout", 'led; !vehicle_type=VC+PE'],
      ['deals of holders not headquartered in France', 'led; !holder.hq_geo=@geo:FR'],
      ['Which principals have a byline on anything published after 2020?', 'ppl; authored.publish_date=2021,'],
      ["reports written by people we've tagged Fintech", 'lib; type=Report; authors.keywords=@kw:Fintech'],
      [
        'articles from publishers that sit on the Robotics watchlist',
        'lib; type=Article; publisher.lists=@list:Robotics watchlist',
      ],
      // A relation with nothing after it: the records that have a related one at all.
      ['subjects with a byline', 'ppl; authored.visibility=hidden+paywalled+public'],
      ['organizations that published something', 'org; published.visibility=hidden+paywalled+public'],
    ]);
  });

  it('reads an age at the end of a sentence, a superlative with the date field it goes by, and numbers of two words', () => {
    check([
      [
        'the staff at Acme Robotics, only the ones under forty.',
        'ppl; organization=@org:Acme Robotics; birth_date=1985-05-16,',
      ],
      ['people under 35.', 'ppl; birth_date=1990-05-16,'],
      ['Which is the oldest outfit, going by incorporation date?', 'org; ^founding_date; #1'],
      ['the youngest company by founding date', 'org; ^-founding_date; #1'],
      ['Who is the most senior subject in Berlin by age?', 'ppl; city=Berlin; ^birth_date; #1'],
      ['the most junior principal', 'ppl; ^-birth_date; #1'],
      ['twenty-five companies in Berlin', 'org; hq_city=@city:Berlin'],
      ['the top thirty-two stakes', 'led; ^-ownership_percentage; #32'],
      ['deals from the past thirty-six months', 'led; inv_date=2022-05-15,'],
    ]);
  });

  it('reads backers as investors, trailing periods, "the quarter just gone" and places said as registered or domiciled', () => {
    check([
      ['subjects upwards of sixty', 'ppl; birth_date=,1964-05-15', BOUND_OUT],
      ['List our backers', 'org'],
      ['Which backers hold a PE vehicle?', 'org; vehicle_type=PE'],
      ['research put out by entities seated in Germany', 'lib; publisher.hq_geo=@geo:DE'],
      ['deals over the trailing twelve months', 'led; inv_date=2024-05-15,'],
      ['deals from the quarter just gone', 'led; inv_date=2025-01,2025-03'],
      ['entities not domiciled in the EU', 'org; !hq_region=@region:European Union'],
      ['Pull the subjects we have down as female', 'ppl; gender=F'],
      ['entities on our radar in Spain', 'org; hq_geo=@geo:ES'],
    ]);
  });

  it('reads who sits at or is on the payroll of an organization, and entries by the people of one', () => {
    check([
      ['Which principals sit at outfits tagged Healthcare?', 'ppl; employer.keywords=@kw:Healthcare'],
      ['people on the payroll of Acme Robotics', 'ppl; organization=@org:Acme Robotics'],
      ['research by subjects at Acme Robotics', 'lib; author_organization=@org:Acme Robotics'],
      ['reports by people at Helix Health', 'lib; type=Report; author_organization=@org:Helix Health'],
      ['write-ups by staff of Helix Health', 'lib; author_organization=@org:Helix Health'],
    ]);
  });

  it('reads orderings said as an analyst says them: most recently incorporated, by size biggest first, in order of age', () => {
    check([
      ['How many entities do we track in total?', 'org'],
      ['Give me the ten most recently incorporated outfits', 'org; ^-founding_date; #10'],
      ['Which outfit was incorporated most recently?', 'org; ^-founding_date; #1'],
      ['Rank our positions by size, biggest first', 'led; ^-ownership_percentage'],
      ['stakes by size, smallest first', 'led; ^ownership_percentage'],
      ['Which five principals were added to the file last?', 'ppl; ^-created_at; #5'],
      ['principals in order of age, oldest first', 'ppl; ^birth_date'],
    ]);
  });

  it('reads "north of" an age, women or men at an organization, and entries that are not marked as owned', () => {
    check([
      [
        'Pull the female principals in Munich who are north of forty',
        'ppl; gender=F; city=Munich; birth_date=,1984-05-15',
        BOUND_OUT,
      ],
      ['people south of thirty', 'ppl; birth_date=1995-05-16,'],
      ['men at Acme Robotics', 'ppl; gender=M; organization=@org:Acme Robotics'],
      ["positions that aren't marked as owned", 'led; owned=false'],
    ]);
  });

  it('reads shares said around their bound: sized, the one-third mark, the 10 to 20% range, well over; deals struck or inked', () => {
    check([
      ['positions sized between a quarter and a half', 'led; ownership_percentage=25,50'],
      ['positions at or above the one-third mark', 'led; ownership_percentage=33.3334,'],
      ['positions in the 10 to 20% range', 'led; ownership_percentage=10,20'],
      ['holdings that land between an eighth and a quarter', 'led; ownership_percentage=12.5,25'],
      ['stakes that come in under a tenth', 'led; ownership_percentage=,9.9999'],
      ['deals inked last year', 'led; inv_date=2024,2024'],
      ['deals struck in the past six weeks', 'led; inv_date=2025-04-03,'],
    ]);
    const well = parse('stakes well above 40%');
    expect(well.query).toEqual(expected('led; ownership_percentage=40.0001,'));
    expect(well.doubt).toMatch(/^Not sure: /);
  });

  it('reads the openings of a chat request: run me, throw me, check whether we have, quick one, the file on', () => {
    check([
      ['Run me a list of entities in Spain', 'org; hq_geo=@geo:ES'],
      ['Check whether we have any principals in Oslo', 'ppl; city=Oslo'],
      ['Quick one: which outfits are domiciled in Ireland?', 'org; hq_geo=@geo:IE'],
      ['Throw me the VC positions', 'led; vehicle_type=VC'],
      ['Pull the file on Acme Robotics', 'org; ~Acme Robotics'],
    ]);
  });

  it('reads entries not by the people of an organization as negated, and names same-kind records after "whose" as not used', () => {
    check([
      ['research not by subjects at Acme Robotics', 'lib; !author_organization=@org:Acme Robotics'],
      ['articles not written by staff of Helix Health', 'lib; type=Article; !author_organization=@org:Helix Health'],
      ['pieces by men at Helix Health', 'lib; author_organization=@org:Helix Health; authors.gender=M'],
    ]);
    // No relation links an organization to other organizations: "backers" is named, never read as the outfits'.
    expect(parse('outfits whose backers are German').doubt).toMatch(/^Not sure: "backers"/);
    expect(parse('companies whose investors are German').doubt).toMatch(/^Not sure: "investors"/);
  });
});
