import type { TVisibility } from '@intel/contracts';
import {
  assetLinks,
  assets,
  buckets,
  categories,
  cities,
  domains,
  emails,
  entityKeywords,
  facts,
  keywords,
  ledgerEntries,
  libraryAuthors,
  libraryEntries,
  listItems,
  lists,
  organizationEmails,
  organizationPeople,
  organizations,
  people,
  rawData,
  rawDataBuckets,
  sections,
  sourceUrls,
  terminology,
} from '../db/schema/index.ts';
import type { Tx } from '../db/scoped.ts';

const V: TVisibility[] = ['public', 'paywalled', 'hidden'];
const vis = (i: number) => V[i % 3] as TVisibility;

/** A few records of every kind, in all three visibilities, so that every screen has something to show. */
export async function seedRecords(tx: Tx, tenantId: number, tenantName: string): Promise<void> {
  const t = { tenantId };
  const kw = await tx
    .insert(keywords)
    .values(
      ['Fintech', 'Climate', 'Robotics', 'Healthcare', 'Artificial Intelligence'].map((name, i) => ({
        ...t,
        name,
        slug: name.toLowerCase().replaceAll(' ', '-'),
        visibility: i < 4 ? ('public' as const) : ('hidden' as const),
      })),
    )
    .returning({ id: keywords.id, name: keywords.name });

  await tx.insert(terminology).values([
    {
      ...t,
      term: 'CAGR',
      definition: 'Compound annual growth rate.',
      aliases: ['compound annual growth rate'],
      visibility: 'public',
    },
    { ...t, term: 'DBA', definition: 'Doing business as: the trading name.', visibility: 'public' },
    { ...t, term: 'Cap table', definition: 'Who owns what share of a company.', visibility: 'hidden' },
  ]);

  const orgRows = [
    {
      nameDba: 'Acme Robotics',
      nameInc: 'Acme Robotics GmbH',
      ownershipType: 'Private',
      foundingDate: '2016-01-01',
      foundingDateIncompleteMonth: true,
      foundingDateIncompleteDay: true,
      website: 'https://acme-robotics.example',
    },
    {
      nameDba: 'Northwind Capital',
      nameInc: 'Northwind Capital Partners LLC',
      ownershipType: 'Partnership',
      foundingDate: '2012-03-01',
      foundingDateIncompleteDay: true,
      website: 'https://northwind.example',
    },
    {
      nameDba: 'Greenleaf Energy',
      nameInc: 'Greenleaf Energy AG',
      ownershipType: 'Public',
      foundingDate: '2009-06-15',
      website: 'https://greenleaf.example',
    },
    {
      nameDba: 'Helix Health',
      nameInc: 'Helix Health Inc',
      ownershipType: 'Private',
      foundingDate: '2019-01-01',
      foundingDateIncompleteMonth: true,
      foundingDateIncompleteDay: true,
    },
    {
      nameDba: 'Blue Harbor Ventures',
      nameInc: 'Blue Harbor Ventures Ltd',
      ownershipType: 'Private',
      foundingDate: '2015-09-01',
      foundingDateIncompleteDay: true,
    },
    { nameDba: 'Quantum Ledger Labs', nameInc: null, ownershipType: 'Private' },
  ];
  // Headquarters: the demo cities (seeded with the demo), so that questions like "in Berlin" find something.
  const cityRows = await tx.select({ id: cities.id, name: cities.name, geoId: cities.geoId }).from(cities);
  const hq = ['Berlin', 'London', 'Munich', 'Boston', 'Berlin', 'New York'].map((name) =>
    cityRows.find((c) => c.name === name),
  );
  const orgs = await tx
    .insert(organizations)
    .values(
      orgRows.map((o, i) => ({
        ...t,
        ...o,
        hqCityId: hq[i]?.id ?? null,
        hqGeoId: hq[i]?.geoId ?? null,
        description: `${o.nameDba} — a demo organization of ${tenantName}.`,
        visibility: vis(i),
        showOnDashboard: i < 3,
      })),
    )
    .returning({ id: organizations.id });
  const orgId = (i: number) => orgs[i]?.id as number;
  await tx.insert(organizationEmails).values([
    { ...t, ownerId: orgId(0), email: 'info@acme-robotics.example' },
    { ...t, ownerId: orgId(1), email: 'deals@northwind.example' },
  ]);

  await tx.insert(ledgerEntries).values([
    {
      ...t,
      organizationId: orgId(1),
      name: 'Northwind Fund II',
      vehicleType: 'VC',
      invCurrency: 'USD',
      invDate: '2018-01-01',
      invDateIncompleteMonth: true,
      invDateIncompleteDay: true,
      ownershipPercentage: '12.5000',
      owned: true,
      // Not the organization's name: Northwind Capital is paywalled and this fund public (issue 36 item 2).
      owner: 'NW Partners GP Ltd',
      visibility: 'public',
      showOnDashboard: true,
    },
    {
      ...t,
      organizationId: orgId(4),
      name: 'Blue Harbor Seed',
      vehicleType: 'VC',
      invCurrency: 'EUR',
      invDate: '2020-05-01',
      invDateIncompleteDay: true,
      ownershipPercentage: '25.0000',
      visibility: 'paywalled',
    },
    {
      ...t,
      organizationId: orgId(2),
      name: 'Greenleaf Growth Equity',
      vehicleType: 'PE',
      invCurrency: 'EUR',
      invDate: '2021-11-03',
      visibility: 'hidden',
      adminNotes: 'Internal: valuation under review.',
    },
    {
      ...t,
      organizationId: orgId(0),
      name: 'Acme Advisory',
      vehicleType: 'FA',
      invCurrency: 'USD',
      visibility: 'public',
    },
  ]);

  const ppl = await tx
    .insert(people)
    .values(
      [
        {
          nameGiven: 'Ada',
          nameFamily: 'Lindqvist',
          gender: 'F' as const,
          currentAddressCity: 'Berlin',
          professionalProfile: 'Chief executive of Acme Robotics',
        },
        {
          nameGiven: 'Marcus',
          nameFamily: 'Osei',
          gender: 'M' as const,
          currentAddressCity: 'London',
          professionalProfile: 'Partner at Northwind Capital',
        },
        {
          nameGiven: 'Lena',
          nameFamily: 'Fischer',
          gender: 'F' as const,
          currentAddressCity: 'Munich',
          birthDate: '1984-01-01',
          birthDateIncompleteMonth: true,
          birthDateIncompleteDay: true,
        },
        { nameGiven: 'Tomás', nameFamily: 'Rivera', gender: 'M' as const, currentAddressCity: 'Madrid' },
        {
          nameGiven: 'Priya',
          nameFamily: 'Natarajan',
          gender: 'F' as const,
          currentAddressCity: 'Singapore',
          about: 'Climate investor.',
        },
      ].map((p, i) => ({ ...t, ...p, visibility: vis(i), showOnDashboard: i < 2 })),
    )
    .returning({ id: people.id });
  const personId = (i: number) => ppl[i]?.id as number;
  await tx.insert(organizationPeople).values([
    { ...t, organizationId: orgId(0), personId: personId(0), role: 'CEO' },
    { ...t, organizationId: orgId(1), personId: personId(1), role: 'Partner' },
    { ...t, organizationId: orgId(2), personId: personId(2), role: 'CFO' },
  ]);

  const lib = await tx
    .insert(libraryEntries)
    .values([
      {
        ...t,
        title: 'The State of European Robotics 2023',
        type: 'Report' as const,
        publishDate: '2023-01-01',
        publishDateIncompleteMonth: true,
        publishDateIncompleteDay: true,
        publisherId: orgId(0),
        publicLink: 'https://example.com/robotics-2023',
        visibility: 'public' as const,
        showOnDashboard: true,
      },
      {
        ...t,
        title: 'Fintech Weekly: Ledger special',
        type: 'Podcast' as const,
        publishDate: '2021-03-01',
        publishDateIncompleteDay: true,
        publishFrequency: 'Weekly',
        visibility: 'public' as const,
      },
      {
        ...t,
        title: 'Interview with Ada Lindqvist',
        type: 'Bio/Obituary/Profile/Interview' as const,
        publishDate: '2022-09-14',
        visibility: 'paywalled' as const,
        paywallLink: 'https://example.com/paywalled/ada',
      },
      {
        ...t,
        title: 'Climate capital flows',
        type: 'Database/List/Ranking' as const,
        visibility: 'paywalled' as const,
        datasetInfo: { rows: 1200, source: 'demo' },
      },
      {
        ...t,
        title: 'Internal memo: Q3 pipeline',
        type: 'Deck/Memo/Presentation' as const,
        visibility: 'hidden' as const,
        isFav: true,
      },
    ])
    .returning({ id: libraryEntries.id });
  await tx.insert(libraryAuthors).values([
    { ...t, libraryEntryId: lib[0]?.id as number, personId: personId(0), position: 0 },
    { ...t, libraryEntryId: lib[0]?.id as number, name: 'J. Doe', position: 1 },
    { ...t, libraryEntryId: lib[2]?.id as number, name: 'Editorial team', position: 0 },
  ]);

  const series = [120, 138, 160, 181, 214, 250];
  const snaps = await tx
    .insert(assets)
    .values(
      series.map((data, i) => ({
        ...t,
        year: 2018 + i,
        quarter: 'Q1' as const,
        data: String(data),
        symbol: 'EU-ROBOTICS-MARKET',
        caption: 'European robotics market (EUR bn)',
        sortOrder: i,
        libraryEntryId: lib[0]?.id ?? null,
        visibility: 'public' as const,
      })),
    )
    .returning({ id: assets.id });
  await tx
    .insert(assetLinks)
    .values(snaps.map((s) => ({ ...t, assetId: s.id, entityType: 'Organization', entityId: orgId(0) })));

  const listDefs = [
    {
      name: 'Robotics watchlist',
      slug: 'robotics-watchlist',
      type: 'OrganizationsList' as const,
      visibility: 'public' as const,
      items: [orgId(0), orgId(1)],
    },
    {
      name: 'Founders to meet',
      slug: 'founders-to-meet',
      type: 'PeopleList' as const,
      visibility: 'paywalled' as const,
      items: [personId(0), personId(1)],
    },
    {
      name: 'Reading list',
      slug: 'reading-list',
      type: 'LibraryList' as const,
      visibility: 'public' as const,
      items: [lib[0]?.id as number, lib[1]?.id as number],
    },
    {
      name: 'Portfolio vehicles',
      slug: 'portfolio-vehicles',
      type: 'LedgerList' as const,
      visibility: 'hidden' as const,
      items: [] as number[],
    },
  ];
  // What a list holds, in words: a description reads "A demo list of people.", not "Demo PeopleList.".
  const LIST_CONTENT = {
    OrganizationsList: 'organizations',
    PeopleList: 'people',
    LedgerList: 'ledger entries',
    LibraryList: 'library entries',
  } as const;
  for (const d of listDefs) {
    const [list] = await tx
      .insert(lists)
      .values({
        ...t,
        name: d.name,
        slug: d.slug,
        type: d.type,
        visibility: d.visibility,
        description: `A demo list of ${LIST_CONTENT[d.type]}.`,
      })
      .returning({ id: lists.id });
    if (list && d.items.length) {
      await tx
        .insert(listItems)
        .values(d.items.map((itemId, position) => ({ ...t, listId: list.id, itemId, position })));
    }
  }

  const kwId = (name: string) => kw.find((k) => k.name === name)?.id as number;
  await tx.insert(entityKeywords).values([
    { ...t, keywordId: kwId('Robotics'), entityType: 'Organization', entityId: orgId(0) },
    { ...t, keywordId: kwId('Fintech'), entityType: 'Organization', entityId: orgId(5) },
    { ...t, keywordId: kwId('Climate'), entityType: 'Organization', entityId: orgId(2) },
    { ...t, keywordId: kwId('Fintech'), entityType: 'LibraryEntry', entityId: lib[1]?.id as number },
    { ...t, keywordId: kwId('Robotics'), entityType: 'LibraryEntry', entityId: lib[0]?.id as number },
  ]);

  const [cat] = await tx
    .insert(categories)
    .values({ ...t, name: 'Markets', description: 'What we know about our markets.', visibility: 'public' })
    .returning({ id: categories.id });
  const secs = await tx
    .insert(sections)
    .values([
      { ...t, categoryId: cat?.id as number, name: 'Robotics', sortOrder: 0, visibility: 'public' as const },
      { ...t, categoryId: cat?.id as number, name: 'Fintech', sortOrder: 1, visibility: 'paywalled' as const },
    ])
    .returning({ id: sections.id });
  await tx.insert(facts).values([
    {
      ...t,
      sectionId: secs[0]?.id as number,
      text: 'The European robotics market grew about 16% a year from 2018 to 2023.',
      sourceLinks: ['https://example.com/robotics-2023'],
      sortOrder: 0,
      visibility: 'public',
    },
    {
      ...t,
      sectionId: secs[0]?.id as number,
      text: 'Acme Robotics is the largest independent maker of warehouse robots in Germany.',
      sortOrder: 1,
      visibility: 'paywalled',
    },
    {
      ...t,
      sectionId: secs[1]?.id as number,
      // Not Quantum Ledger Labs by name: it is hidden and this fact paywalled (issue 36 item 2).
      text: 'Northwind Fund II holds 12.5% of a ledger-software start-up.',
      sortOrder: 0,
      visibility: 'paywalled',
    },
    {
      ...t,
      sectionId: secs[1]?.id as number,
      text: 'Internal: follow up on the Blue Harbor seed round.',
      sortOrder: 1,
      visibility: 'hidden',
    },
  ]);

  const bks = await tx
    .insert(buckets)
    .values([
      { ...t, name: 'Inbox' },
      { ...t, name: 'Due diligence' },
    ])
    .returning({ id: buckets.id });
  const raws = await tx
    .insert(rawData)
    .values([
      {
        ...t,
        title: 'Press release: Acme Robotics raises Series B',
        type: 'text',
        text: 'Berlin — Acme Robotics GmbH said on Monday it raised EUR 40m led by Northwind Capital. Ada Lindqvist, chief executive of Acme Robotics, said the money will fund new warehouses. Contact: press@acme-robotics.example.',
        processingStatus: 'pending' as const,
      },
      {
        ...t,
        title: 'Meeting notes with Marcus Osei',
        type: 'quick',
        text: 'Marcus Osei (Northwind Capital) mentioned Helix Health Inc and Greenleaf Energy AG as possible co-investors.',
        processingStatus: 'pending' as const,
      },
      {
        ...t,
        title: 'Greenleaf annual report link',
        type: 'url',
        sourceUrl: 'https://greenleaf.example/annual-report',
        sourceAlias: 'Greenleaf AR',
        text: '',
        processingStatus: 'pending' as const,
      },
    ])
    .returning({ id: rawData.id });
  await tx.insert(rawDataBuckets).values([
    { ...t, rawDataId: raws[0]?.id as number, bucketId: bks[0]?.id as number },
    { ...t, rawDataId: raws[1]?.id as number, bucketId: bks[1]?.id as number },
  ]);
  await tx.insert(sourceUrls).values([
    { ...t, url: 'https://greenleaf.example/news', alias: 'Greenleaf newsroom' },
    { ...t, url: 'https://northwind.example/portfolio', alias: 'Northwind portfolio' },
  ]);

  const doms = await tx
    .insert(domains)
    .values([
      { ...t, domain: 'acme-robotics.example', cleanedEmailsCount: 2, organizationId: orgId(0) },
      { ...t, domain: 'northwind.example', cleanedEmailsCount: 1, organizationId: orgId(1) },
    ])
    .returning({ id: domains.id, domain: domains.domain });
  const [acme, northwind] = doms;
  await tx.insert(emails).values([
    {
      ...t,
      email: 'press@acme-robotics.example',
      domain: 'acme-robotics.example',
      domainId: acme?.id ?? null,
      cleaned: true,
      source: 'seed',
    },
    {
      ...t,
      email: 'ada@acme-robotics.example',
      name: 'Ada Lindqvist',
      domain: 'acme-robotics.example',
      domainId: acme?.id ?? null,
      cleaned: true,
      source: 'seed',
    },
    {
      ...t,
      email: 'marcus@northwind.example',
      name: 'Marcus Osei',
      domain: 'northwind.example',
      domainId: northwind?.id ?? null,
      cleaned: true,
      source: 'seed',
    },
  ]);
}
