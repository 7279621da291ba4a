/** One record's columns, each a pure function of its tenant and id (and a per-purpose salt). */
import { CITIES, CITY_ZIPF_SIZE, COMPANY_SUFFIXES, CURRENCIES, FREQUENCIES, RISKS, ROLES, TOPICS } from './lexicon.ts';
import { mix, type Rng, rowRng, SALT, weighted, zipfOf } from './random.ts';
import type { Cell, TenantPlan, UserRole } from './types.ts';
import { article, compact, orgNameOf, personNameOf, SUFFIX_AT_END, slugify, vocabulary } from './vocabulary.ts';

export const VISIBILITY = weighted([
  ['public', 55],
  ['paywalled', 30],
  ['hidden', 15],
] as const);
const OWNERSHIP = weighted([
  ['Private', 58],
  ['Public', 15],
  ['Non-profit', 8],
  ['Partnership', 7],
  ['Government', 3],
  [null, 9],
] as const);
const LIBRARY_TYPE = weighted([
  ['Article', 34],
  ['Report', 15],
  ['Podcast', 10],
  ['Bio/Obituary/Profile/Interview', 6],
  ['Essay/Thoughts/Whitepaper/Opinion/Post', 6],
  ['Database/List/Ranking', 4],
  ['Deck/Memo/Presentation', 4],
  ['Book', 3],
  ['Documents/Notes', 3],
  ['Event', 3],
  ['Filing', 3],
  ['Literature/Paper', 3],
  ['Documentary', 2],
  ['Graphic', 2],
  ['Quote', 2],
] as const);
const VEHICLE = weighted([
  ['VC', 55],
  ['PE', 25],
  ['FA', 20],
] as const);

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
export const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2018, 0, 1);
const SPAN_MS = 7 * 365 * DAY_MS;

/** A partial date: full, year-month, year only (rarely a circa year) or none. */
function partialDate(rng: Rng, fromYear: number, toYear: number): [string | null, boolean, boolean, boolean] {
  const r = rng.next();
  // Skewed towards recent years.
  const year = toYear - Math.floor((toYear - fromYear + 1) * rng.next() ** 1.6);
  const month = 1 + rng.int(12);
  const day = 1 + rng.int(28);
  if (r < 0.45) return [`${year}-${pad2(month)}-${pad2(day)}`, false, false, false];
  if (r < 0.7) return [`${year}-${pad2(month)}-01`, true, false, false];
  if (r < 0.88) return [`${year}-01-01`, true, true, rng.chance(0.05)];
  return [null, false, false, false];
}

/** created_at, updated_at (ISO) over 2018–2024. */
export function stamps(rng: Rng): [string, string] {
  const created = EPOCH + Math.floor(rng.next() * SPAN_MS);
  const updated = created + Math.floor(rng.next() ** 3 * 400 * DAY_MS);
  return [new Date(created).toISOString(), new Date(Math.min(updated, EPOCH + SPAN_MS)).toISOString()];
}

export const LIST_KINDS = [
  { type: 'OrganizationsList', range: 'orgs', label: 'watchlist' },
  { type: 'PeopleList', range: 'people', label: 'people to meet' },
  { type: 'LibraryList', range: 'library', label: 'reading list' },
  { type: 'LedgerList', range: 'ledger', label: 'vehicles' },
] as const;

export const USER_FLAGS: Record<
  UserRole,
  { alias: string | null; admin: boolean; research: boolean; tenantAdmin: boolean }
> = {
  admin: { alias: 'Admin', admin: true, research: true, tenantAdmin: false },
  research: { alias: 'Researcher', admin: false, research: true, tenantAdmin: false },
  reader: { alias: null, admin: false, research: false, tenantAdmin: false },
  operator: { alias: 'Operator', admin: true, research: true, tenantAdmin: true },
};

export const creator = (t: TenantPlan) => t.users.first;

/** The tenant's keyword ids for a record: 0 to 3 distinct, Zipf-weighted (~1.2 per record). */
export const tagsOf = (t: TenantPlan, salt: number, id: number): number[] => {
  const rng = rowRng(mix(SALT.tags, salt), id);
  const r = rng.next();
  const n = r < 0.1 ? 0 : r < 0.75 ? 1 : r < 0.95 ? 2 : 3;
  const z = zipfOf(t.keywords.count);
  const out: number[] = [];
  for (let tries = 0; out.length < n && tries < 20; tries++) {
    const k = t.keywords.first + z.sample(rng.next());
    if (!out.includes(k)) out.push(k);
  }
  return out;
};

export const orgRow = (t: TenantPlan, id: number): Cell[] => {
  const v = vocabulary();
  const rng = rowRng(SALT.org, id);
  const name = orgNameOf(id);
  const base = name.replace(SUFFIX_AT_END, '');
  const nameInc = rng.chance(0.7) ? `${base} ${rng.pick(COMPANY_SUFFIXES)}` : null;
  const ownership = OWNERSHIP(rng);
  const [fd, fdd, fdm, fdy] = partialDate(rng, 1950, 2024);
  const cityIndex = rng.chance(0.75) ? zipfOf(CITY_ZIPF_SIZE).sample(rng.next()) : -1;
  const city = cityIndex >= 0 ? CITIES[cityIndex] : undefined;
  const topic = v.keywords[zipfOf(TOPICS.length).sample(rng.next())] as string;
  const description = rng.chance(0.8)
    ? `${base} is a ${ownership ? `${ownership.toLowerCase()} ` : ''}${topic.toLowerCase()} company${city ? ` based in ${city[0]}` : ''}${fd ? `, founded in ${fd.slice(0, 4)}` : ''}.`
    : null;
  const aliases = rng.chance(0.03) ? [orgNameOf(id + 7_919_000)] : [];
  const [created, updated] = stamps(rng);
  return [
    t.id,
    id,
    nameInc,
    name,
    ownership,
    fd,
    fdd,
    fdm,
    fdy,
    description,
    rng.chance(0.85) ? `https://www.${compact(base)}.example` : null,
    rng.chance(0.1) ? `Met at ${rng.pick(TOPICS)} Summit ${2015 + rng.int(10)}.` : null,
    city ? cityIndex + 1 : null,
    aliases,
    VISIBILITY(rng),
    rng.chance(0.01),
    created,
    updated,
    creator(t),
  ];
};

export const personRow = (t: TenantPlan, id: number): Cell[] => {
  const rng = rowRng(SALT.person, id);
  const { given, family, gender } = personNameOf(id);
  const [bd, bdd, bdm, bdy] = partialDate(rng, 1945, 2002);
  const city = rng.chance(0.7) ? CITIES[zipfOf(CITY_ZIPF_SIZE).sample(rng.next())] : undefined;
  const [created, updated] = stamps(rng);
  const role = rng.pick(ROLES);
  return [
    t.id,
    id,
    given,
    family,
    rng.chance(0.05) ? given.slice(0, 3) : null,
    gender,
    bd,
    bdd,
    bdm,
    bdy,
    city ? city[0] : null,
    rng.chance(0.3) ? `https://www.linkedin.example/in/${compact(given)}-${compact(family)}-${id.toString(36)}` : null,
    role && rng.chance(0.6) ? `${role} at ${orgNameOf(t.orgs.first + rng.int(t.orgs.count))}` : null,
    rng.chance(0.15) ? `Works on ${rng.pick(TOPICS).toLowerCase()} and ${rng.pick(TOPICS).toLowerCase()}.` : null,
    rng.chance(0.02) ? [`${given} ${personNameOf(id + 5_101_000).family}`] : [],
    VISIBILITY(rng),
    rng.chance(0.01),
    created,
    updated,
    creator(t),
  ];
};

export const libraryRow = (t: TenantPlan, id: number): Cell[] => {
  const v = vocabulary();
  const rng = rowRng(SALT.library, id);
  const type = LIBRARY_TYPE(rng);
  const topic = v.keywords[zipfOf(Math.min(v.keywords.length, 400)).sample(rng.next())] as string;
  const [pd, pdd, pdm, pdy] = partialDate(rng, 1995, 2024);
  const year = pd ? pd.slice(0, 4) : String(2015 + rng.int(10));
  const word = v.orgWords[zipfOf(v.orgWords.length).sample(rng.next())] as string;
  let title: string;
  if (type === 'Podcast') title = `${topic} Weekly: ${word} special`;
  else if (type === 'Bio/Obituary/Profile/Interview') {
    const p = personNameOf(t.people.first + rng.int(t.people.count));
    title = `Interview with ${p.given} ${p.family}`;
  } else if (type === 'Report' || type === 'Database/List/Ranking')
    title = rng.chance(0.5) ? `The State of ${topic} ${year}` : `${topic} Outlook ${year}`;
  else if (rng.chance(0.4))
    title = `How ${orgNameOf(t.orgs.first + rng.int(t.orgs.count))} built its ${topic.toLowerCase()} business`;
  else title = `${word} and the future of ${topic.toLowerCase()}`;
  const visibility = VISIBILITY(rng);
  const [created, updated] = stamps(rng);
  const slug = `${slugify(title).slice(0, 60)}-${id.toString(36)}`;
  return [
    t.id,
    id,
    title,
    rng.chance(0.6) ? `${article(type)} on ${topic.toLowerCase()}: ${word} and its peers in ${year}.` : null,
    pd,
    pdd,
    pdm,
    pdy,
    rng.chance(0.4) ? t.orgs.first + rng.int(t.orgs.count) : null,
    rng.chance(0.7) ? `https://news.example/${slug}` : null,
    visibility === 'paywalled' && rng.chance(0.5) ? `https://paywall.example/${slug}` : null,
    type === 'Podcast' ? rng.pick(FREQUENCIES) : null,
    type,
    rng.chance(0.02),
    visibility,
    rng.chance(0.01),
    created,
    updated,
    creator(t),
  ];
};

export const ledgerRow = (t: TenantPlan, id: number): Cell[] => {
  const rng = rowRng(SALT.ledger, id);
  const org = t.orgs.first + rng.int(t.orgs.count);
  const orgName = orgNameOf(org);
  const vehicle = VEHICLE(rng);
  const [d, dd, dm, dy] = partialDate(rng, 2000, 2024);
  const owned = rng.chance(0.2);
  const [created, updated] = stamps(rng);
  const roman = ['I', 'II', 'III', 'IV', 'V', 'VI'][rng.int(6)];
  return [
    t.id,
    id,
    org,
    vehicle === 'FA' ? `${orgName} Advisory` : `${orgName} ${vehicle === 'VC' ? 'Fund' : 'Growth Fund'} ${roman}`,
    vehicle,
    rng.pick(CURRENCIES),
    d,
    dd,
    dm,
    dy,
    rng.pick(RISKS),
    owned,
    owned ? orgName : rng.chance(0.3) ? orgNameOf(t.orgs.first + rng.int(t.orgs.count)) : null,
    rng.chance(0.7) ? (0.5 + rng.next() * 59.5).toFixed(4) : null,
    rng.chance(0.4) ? `https://funds.example/${id.toString(36)}` : null,
    VISIBILITY(rng),
    rng.chance(0.01),
    created,
    updated,
    creator(t),
  ];
};

export const personOrgs = (t: TenantPlan, id: number): [number, string][] => {
  const rng = rowRng(SALT.personOrgs, id);
  const r = rng.next();
  const n = r < 0.55 ? 1 : r < 0.7 ? 2 : 0;
  const out: [number, string][] = [];
  for (let i = 0; i < n; i++) {
    const org = t.orgs.first + rng.int(t.orgs.count);
    if (!out.some(([o]) => o === org)) out.push([org, rng.pick(ROLES)]);
  }
  return out;
};

export const listItems = (t: TenantPlan, listId: number): { type: string; items: number[] } => {
  const k = (listId - t.lists.first) % LIST_KINDS.length;
  const kind = LIST_KINDS[k] as (typeof LIST_KINDS)[number];
  const range = t[kind.range];
  const rng = rowRng(SALT.list, listId);
  const want = Math.min(range.count, 5 + rng.int(46));
  const items = new Set<number>();
  while (items.size < want) items.add(range.first + rng.int(range.count));
  return { type: kind.type, items: [...items] };
};
