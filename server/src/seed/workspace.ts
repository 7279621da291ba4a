import type { TVisibility } from '@intel/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  assetLinks,
  assets,
  categories,
  entityKeywords,
  facts,
  keywords,
  ledgerEntries,
  libraryAuthors,
  libraryEntries,
  listItems,
  lists,
  organizationPeople,
  organizations,
  people,
  rawData,
  sections,
} from '../db/schema/index.ts';
import type { Tx } from '../db/scoped.ts';

/**
 * A generated, internally consistent research workspace for the `demo` tenant (issue 17): a few
 * hundred organizations with their people, funds, publications, lists, market snapshots, facts
 * and raw notes that mention them — deterministic (a seeded generator), so every start shows the
 * same workspace, and the graph, the timeline, search, the CAGR chart and the Operator's examples
 * all have something to find. The default tenant keeps the small seed the tests rely on.
 */

/** mulberry32: a tiny, well-known seeded generator; the same seed gives the same workspace. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const sample = <T>(xs: readonly T[], n: number): T[] => {
    const copy = [...xs];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, sample };
}

const STEMS = [
  'Aurora',
  'Basalt',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orion',
  'Pioneer',
  'Quartz',
  'Riverstone',
  'Sable',
  'Tidewater',
  'Umbra',
  'Vantage',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Alder',
  'Beacon',
  'Cedar',
  'Drift',
] as const;
/** Sector word of a company name → the keyword it is tagged with. */
const SECTORS = [
  ['Robotics', 'Robotics'],
  ['Energy', 'Climate'],
  ['Health', 'Healthcare'],
  ['Analytics', 'Artificial Intelligence'],
  ['Payments', 'Fintech'],
  ['Logistics', 'Logistics'],
  ['Materials', 'Advanced Materials'],
  ['Biotech', 'Healthcare'],
  ['Mobility', 'Mobility'],
  ['Security', 'Cybersecurity'],
] as const;
const INVESTOR_WORDS = ['Capital', 'Ventures', 'Partners', 'Growth', 'Holdings'] as const;
/** Where companies are based: city (seeded by the demo seed), country and the legal form there. */
const PLACES = [
  ['Berlin', 'DE', 'GmbH'],
  ['Munich', 'DE', 'AG'],
  ['London', 'GB', 'Ltd'],
  ['Boston', 'US', 'Inc.'],
  ['New York', 'US', 'Inc.'],
  ['Oslo', 'NO', 'AS'],
  ['Stockholm', 'SE', 'AB'],
  ['Paris', 'FR', 'SAS'],
  ['Amsterdam', 'NL', 'B.V.'],
  ['Singapore', 'SG', 'Pte. Ltd.'],
  ['Tokyo', 'JP', 'K.K.'],
  ['Seoul', 'KR', 'Co., Ltd.'],
] as const;
const GIVEN = [
  'Ada',
  'Jonas',
  'Mira',
  'Tomas',
  'Aiko',
  'Wei',
  'Priya',
  'Kwame',
  'Sofia',
  'Lars',
  'Ingrid',
  'Mateo',
  'Nadia',
  'Omar',
  'Yuki',
  'Amara',
  'Elif',
  'Noah',
  'Leila',
  'Henrik',
  'Chloé',
  'Rafael',
  'Min-jun',
  'Anika',
  'Tariq',
] as const;
const FAMILY = [
  'Lindqvist',
  'Okafor',
  'Tanaka',
  'Wang',
  'Patel',
  'Mensah',
  'Rossi',
  'Berg',
  'Novak',
  'Haddad',
  'Kim',
  'Silva',
  'Schmidt',
  'Dubois',
  'Nakamura',
  'Adeyemi',
  'Halvorsen',
  'Moreau',
  'Costa',
  'Fischer',
] as const;
const COMPANY_ROLES = [
  'chief executive',
  'chief technology officer',
  'co-founder',
  'chief financial officer',
  'head of research',
] as const;
const INVESTOR_ROLES = ['managing partner', 'partner', 'principal', 'investment director'] as const;
const REPORT_TOPICS = [
  'market map',
  'outlook',
  'field notes',
  'deal review',
  'state of the industry',
  'interview',
] as const;
const LIBRARY_TYPES = ['Article', 'Report', 'Podcast', 'Book', 'Literature/Paper', 'Database/List/Ranking'] as const;

/** 60 % public, 25 % paywalled, 15 % hidden. */
const visibilityOf = (x: number): TVisibility => (x < 0.6 ? 'public' : x < 0.85 ? 'paywalled' : 'hidden');
const slugOf = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A partial date: a third year-only, a third month-only, a third exact. */
function partialDate(g: ReturnType<typeof generator>, from: number, to: number) {
  const y = g.int(from, to);
  const m = g.int(1, 12);
  const d = g.int(1, 28);
  const kind = g.int(0, 2);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: kind === 0 ? `${y}-01-01` : kind === 1 ? `${y}-${pad(m)}-01` : `${y}-${pad(m)}-${pad(d)}`,
    incompleteMonth: kind === 0,
    incompleteDay: kind <= 1,
  };
}

export async function seedWorkspace(tx: Tx, tenantId: number): Promise<void> {
  const g = generator(17);
  const t = { tenantId };

  const keywordNames = [...new Set(SECTORS.map(([, k]) => k)), 'Venture capital', 'Private equity', 'Supply chain'];
  await tx
    .insert(keywords)
    .values(keywordNames.map((name) => ({ ...t, name, slug: slugOf(name), visibility: 'public' as const })))
    .onConflictDoNothing();
  // The small seed already made some of these keywords: read them all back by name.
  const kwRows = await tx
    .select({ id: keywords.id, name: keywords.name })
    .from(keywords)
    .where(eq(keywords.tenantId, tenantId));
  const kwId = new Map(kwRows.map((k) => [k.name, k.id]));

  const cityRows = (
    await tx.execute(sql`
      select c.id, c.name, g.iso2, g.id as geo_id from cities c join geos g on g.id = c.geo_id
       where c.name = any(string_to_array(${PLACES.map((p) => p[0]).join('|')}, '|'))`)
  ).rows as { id: number; name: string; iso2: string; geo_id: number }[];
  const place = (i: number) => {
    const [city, iso2, legal] = PLACES[i % PLACES.length] as (typeof PLACES)[number];
    const row = cityRows.find((c) => c.name === city && c.iso2 === iso2);
    return { city, legal, cityId: row ? Number(row.id) : null, geoId: row ? Number(row.geo_id) : null };
  };

  // Companies: every stem × sector pair once at most; investors: stem + investor word.
  const combos = g.sample(
    STEMS.flatMap((s) => SECTORS.map(([sector, kw]) => ({ s, sector, kw }))),
    240,
  );
  const investorNames = g.sample(
    STEMS.flatMap((s) => INVESTOR_WORDS.map((w) => `${s} ${w}`)),
    60,
  );
  const orgValues = [
    ...combos.map((c, i) => {
      const p = place(i);
      const founded = partialDate(g, 1995, 2024);
      return {
        ...t,
        nameDba: `${c.s} ${c.sector}`,
        nameInc: `${c.s} ${c.sector} ${p.legal}`,
        ownershipType: g.pick(['Private', 'Private', 'Public', 'Subsidiary']),
        foundingDate: founded.date,
        foundingDateIncompleteMonth: founded.incompleteMonth,
        foundingDateIncompleteDay: founded.incompleteDay,
        website: `https://${slugOf(`${c.s}-${c.sector}`)}.example`,
        description: `${c.s} ${c.sector} builds ${c.kw.toLowerCase()} products from ${p.city}.`,
        hqCityId: p.cityId,
        hqGeoId: p.geoId,
        visibility: visibilityOf(g.next()),
        showOnDashboard: i < 6,
      };
    }),
    ...investorNames.map((name, i) => {
      const p = place(i + 3);
      const founded = partialDate(g, 1980, 2020);
      return {
        ...t,
        nameDba: name,
        nameInc: `${name} ${p.legal}`,
        ownershipType: 'Partnership',
        foundingDate: founded.date,
        foundingDateIncompleteMonth: founded.incompleteMonth,
        foundingDateIncompleteDay: founded.incompleteDay,
        website: `https://${slugOf(name)}.example`,
        description: `${name} invests in early and growth-stage companies from ${p.city}.`,
        hqCityId: p.cityId,
        hqGeoId: p.geoId,
        visibility: visibilityOf(g.next() * 0.9),
        showOnDashboard: false,
      };
    }),
  ];
  const orgIds = (await tx.insert(organizations).values(orgValues).returning({ id: organizations.id })).map(
    (r) => r.id,
  );
  const companyIds = orgIds.slice(0, combos.length);
  const investorIds = orgIds.slice(combos.length);

  // People: distinct given × family names, each working somewhere, some on a second board.
  const names = g.sample(
    GIVEN.flatMap((gv) => FAMILY.map((f) => [gv, f] as const)),
    420,
  );
  const personIds = (
    await tx
      .insert(people)
      .values(
        names.map(([given, family], i) => {
          const born = partialDate(g, 1950, 1998);
          return {
            ...t,
            nameGiven: given,
            nameFamily: family,
            birthDate: born.date,
            birthDateIncompleteMonth: born.incompleteMonth,
            birthDateIncompleteDay: born.incompleteDay,
            currentAddressCity: place(i).city,
            professionalProfile: null,
            visibility: visibilityOf(g.next()),
            showOnDashboard: i < 4,
          };
        }),
      )
      .returning({ id: people.id })
  ).map((r) => r.id);
  const links = new Map<string, { organizationId: number; personId: number; role: string }>();
  const link = (organizationId: number, personId: number, role: string) =>
    links.set(`${organizationId}:${personId}`, { ...t, organizationId, personId, role });
  let next = 0;
  for (const org of companyIds)
    for (const role of g.sample(COMPANY_ROLES, g.int(1, 2)))
      link(org, personIds[next++ % personIds.length] as number, role);
  for (const org of investorIds)
    for (const role of g.sample(INVESTOR_ROLES, g.int(2, 3)))
      link(org, personIds[next++ % personIds.length] as number, role);
  for (let i = 0; i < 80; i++) link(g.pick(companyIds), g.pick(personIds), 'board member');
  await tx.insert(organizationPeople).values([...links.values()].map((l) => ({ ...t, ...l })));

  // Funds: each investor holds one to three vehicles with an ownership stake.
  const ledgerValues = investorIds.flatMap((org, i) =>
    Array.from({ length: g.int(1, 3) }, (_, k) => {
      const invested = partialDate(g, 2008, 2025);
      return {
        ...t,
        organizationId: org,
        name: `${investorNames[i]} Fund ${['I', 'II', 'III'][k]}`,
        vehicleType: g.pick(['VC', 'VC', 'PE', 'FA'] as const),
        invCurrency: g.pick(['USD', 'EUR', 'GBP', 'SGD']),
        invDate: invested.date,
        invDateIncompleteMonth: invested.incompleteMonth,
        invDateIncompleteDay: invested.incompleteDay,
        ownershipPercentage: (g.int(20, 3500) / 100).toFixed(4),
        owned: g.next() < 0.5,
        owner: investorNames[i],
        visibility: visibilityOf(g.next()),
        showOnDashboard: i < 3 && k === 0,
      };
    }),
  );
  const ledgerIds = (await tx.insert(ledgerEntries).values(ledgerValues).returning({ id: ledgerEntries.id })).map(
    (r) => r.id,
  );

  // Publications: reports by the companies and investors, written by their people.
  const libValues = Array.from({ length: 200 }, (_, i) => {
    const publisher = i % 4 === 0 ? g.pick(investorIds) : g.pick(companyIds);
    const [sector] = g.pick(SECTORS);
    const published = partialDate(g, 2012, 2025);
    return {
      ...t,
      title: `${sector} ${g.pick(REPORT_TOPICS)} ${published.date.slice(0, 4)} #${i + 1}`,
      abstract: `What changed in ${sector.toLowerCase()} and who led it.`,
      publishDate: published.date,
      publishDateIncompleteMonth: published.incompleteMonth,
      publishDateIncompleteDay: published.incompleteDay,
      publisherId: publisher,
      type: g.pick(LIBRARY_TYPES),
      publicLink: `https://library.example/${i + 1}`,
      visibility: visibilityOf(g.next()),
      showOnDashboard: i < 4,
    };
  });
  const libIds = (await tx.insert(libraryEntries).values(libValues).returning({ id: libraryEntries.id })).map(
    (r) => r.id,
  );
  await tx
    .insert(libraryAuthors)
    .values(
      libIds.flatMap((entry) =>
        g
          .sample(personIds, g.int(1, 3))
          .map((personId, position) => ({ ...t, libraryEntryId: entry, personId, position })),
      ),
    );

  // Keywords on companies (their sector) and on some publications.
  await tx
    .insert(entityKeywords)
    .values([
      ...combos.map((c, i) => ({
        ...t,
        keywordId: kwId.get(c.kw) as number,
        entityType: 'Organization',
        entityId: companyIds[i] as number,
      })),
      ...investorIds.map((id) => ({
        ...t,
        keywordId: kwId.get('Venture capital') as number,
        entityType: 'Organization',
        entityId: id,
      })),
    ])
    .onConflictDoNothing();

  // Lists of every type.
  const listDefs = [
    ['Climate and energy companies', 'OrganizationsList', g.sample(companyIds, 25)],
    ['Investors to meet', 'OrganizationsList', g.sample(investorIds, 15)],
    ['Founders we follow', 'PeopleList', g.sample(personIds, 30)],
    ['Board members', 'PeopleList', g.sample(personIds, 20)],
    ['Growth funds', 'LedgerList', g.sample(ledgerIds, 20)],
    ['Sector reading list', 'LibraryList', g.sample(libIds, 25)],
    ['Market reports', 'LibraryList', g.sample(libIds, 15)],
  ] as const;
  for (const [i, [name, type, items]] of listDefs.entries()) {
    const [list] = await tx
      .insert(lists)
      .values({
        ...t,
        name,
        slug: slugOf(name),
        type,
        visibility: i === 3 ? 'hidden' : i === 4 ? 'paywalled' : 'public',
      })
      .returning({ id: lists.id });
    if (list)
      await tx.insert(listItems).values(items.map((itemId, position) => ({ ...t, listId: list.id, itemId, position })));
  }

  // Market snapshots for the CAGR screen: three series, ten years each.
  for (const [symbol, caption, start, growth] of [
    ['GLOBAL-ROBOTICS', 'Global robotics market (USD bn)', 31, 0.14],
    ['EU-CLIMATE-TECH', 'European climate tech investment (EUR bn)', 12, 0.22],
    ['APAC-PAYMENTS', 'Asia-Pacific digital payments (USD tn)', 2.1, 0.17],
  ] as const) {
    const snaps = await tx
      .insert(assets)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          ...t,
          year: 2015 + i,
          quarter: 'Q1' as const,
          data: (start * (1 + growth) ** i * (0.95 + g.next() * 0.1)).toFixed(2),
          symbol,
          caption,
          sortOrder: i,
          libraryEntryId: g.pick(libIds),
          visibility: 'public' as const,
        })),
      )
      .returning({ id: assets.id });
    const org = g.pick(companyIds);
    await tx
      .insert(assetLinks)
      .values(snaps.map((s) => ({ ...t, assetId: s.id, entityType: 'Organization', entityId: org })));
  }

  // Intelbooks: one category per sector group, facts that name real records of the workspace.
  const [cat] = await tx
    .insert(categories)
    .values({ ...t, name: 'Sectors', description: 'What the team knows about each sector.', visibility: 'public' })
    .returning({ id: categories.id });
  for (const [i, [sector, kw]] of SECTORS.slice(0, 5).entries()) {
    const [sec] = await tx
      .insert(sections)
      .values({ ...t, categoryId: cat?.id as number, name: kw, sortOrder: i, visibility: 'public' })
      .returning({ id: sections.id });
    const named = combos.filter((c) => c.sector === sector).slice(0, 3);
    await tx.insert(facts).values(
      named.map((c, k) => ({
        ...t,
        sectionId: sec?.id as number,
        text: `${c.s} ${c.sector} is among the ${k === 0 ? 'largest' : 'fastest-growing'} ${kw.toLowerCase()} companies we track.`,
        sortOrder: k,
        visibility: (['public', 'paywalled', 'hidden'] as const)[k % 3],
      })),
    );
  }

  // Raw notes that mention the workspace's records; processing suggests and links them at start.
  const personName = (i: number) => names[i % names.length]?.join(' ') ?? '';
  await tx.insert(rawData).values(
    Array.from({ length: 30 }, (_, i) => {
      const c = combos[i] as (typeof combos)[number];
      const investor = investorNames[i % investorNames.length];
      const p = place(i);
      return {
        ...t,
        title: `${c.s} ${c.sector} ${i % 2 ? 'raises a round' : 'news'} (${p.city})`,
        type: i % 3 === 0 ? 'quick' : 'text',
        text:
          `${p.city}, ${2018 + (i % 7)}. ${c.s} ${c.sector} ${p.legal} said it raised new funding led by ${investor}. ` +
          `${personName(i)}, chief executive of ${c.s} ${c.sector}, said the money will go to hiring. ` +
          `${personName(i + 7)} of ${investor} joins the board. Contact: press@${slugOf(`${c.s}-${c.sector}`)}.example.`,
        processingStatus: 'pending' as const,
      };
    }),
  );
}
