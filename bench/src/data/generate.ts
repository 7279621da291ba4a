/**
 * The bench's data: one big tenant with N curated records and nine tenants with 1% each, planned
 * deterministically (every row is a pure function of its id and a per-purpose salt) and streamed:
 * `tables` hold generators, so 1M records never sit in memory. See bench/README.md ("Data").
 *
 * Records split 30% organizations, 40% people, 25% library entries, 5% ledger entries; plus
 * keywords (up to 2,000 per tenant, ~1.2 tags per record), people ↔ organization links, library
 * authors, lists and their items, emails and links, users and their sessions.
 */
import { hashToken, newToken } from '../../../server/src/domains/auth/tokens.ts';

export const SCALES = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const satisfies Record<string, number>;
export type ScaleName = keyof typeof SCALES;

export type UserRole = 'admin' | 'research' | 'reader' | 'operator';

/** A contiguous id range of one table in one tenant: ids `first` … `first + count - 1`. */
export type IdRange = { first: number; count: number };

export type TenantPlan = {
  /** 0 for the big tenant, 1…9 for the small ones. */
  index: number;
  /** clients.id */
  id: number;
  subdomain: string;
  name: string;
  /** Curated records (organizations + people + library + ledger). */
  records: number;
  users: IdRange;
  orgs: IdRange;
  people: IdRange;
  library: IdRange;
  ledger: IdRange;
  keywords: IdRange;
  lists: IdRange;
};

export type PlannedUser = {
  tenantId: number;
  id: number;
  role: UserRole;
  email: string;
  /** Plain bearer token of the session created with the data (only its sha256 is stored). */
  token: string | null;
};

/** One value of a row: text, number, boolean, NULL or a text array. */
export type Cell = string | number | boolean | null | readonly string[];

/** One table to load: its columns and a fresh row generator per call (rows are generated, never kept). */
export type LoadTable = {
  table: string;
  columns: readonly string[];
  /** An identity column given explicit values: its sequence is moved past the largest value after the load. */
  identity?: string;
  rows(): Iterable<Cell[]>;
  /** Statements to run once this table is loaded (e.g. linking to reference data the app created). */
  after?: string[];
};

export type SearchTerm = { term: string; kind: string };

export type Dataset = {
  /** Curated records of the big tenant. */
  scale: number;
  password: string;
  /** The big tenant first, then t1 … t9. */
  tenants: TenantPlan[];
  /** The big tenant's users, one per role, each with a live session token. */
  users: PlannedUser[];
  /** In load order (referenced tables first). */
  tables: LoadTable[];
  /** Quick-search terms for the big tenant: common and rare words, a prefix, typos, accent-free and exact names, a miss. */
  searchTerms: SearchTerm[];
  vocabulary: {
    /** Organization name words, most frequent first. */
    orgWords: readonly string[];
    givenNames: readonly string[];
    familyNames: readonly string[];
    /** Keyword names in rank order (a tenant with k keywords has the first k). */
    keywords: readonly string[];
  };
  /** The name_dba of organization `id` (any tenant). */
  orgName(id: number): string;
  /** The given and family name of person `id` (any tenant). */
  personName(id: number): { given: string; family: string };
};

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: a 32-bit hash of (purpose, id) seeds a small PRNG per row.

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x7f4a7c15, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32. */
class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

const SALT = {
  orgName: hashString('org-name'),
  org: hashString('org'),
  orgEmail: hashString('org-email'),
  orgUrl: hashString('org-url'),
  person: hashString('person'),
  personName: hashString('person-name'),
  personEmail: hashString('person-email'),
  personUrl: hashString('person-url'),
  personOrgs: hashString('person-orgs'),
  library: hashString('library'),
  authors: hashString('library-authors'),
  ledger: hashString('ledger'),
  keyword: hashString('keyword'),
  tags: hashString('tags'),
  list: hashString('list'),
  vocabulary: hashString('vocabulary'),
};
const rowRng = (salt: number, id: number) => new Rng(mix(salt, id));

/** Zipf-like ranks: P(rank k) ∝ 1 / (k + 1)^s; `sample` maps a uniform number to a 0-based rank. */
class Zipf {
  private readonly cdf: Float64Array;
  constructor(n: number, s = 1) {
    this.cdf = new Float64Array(n);
    let sum = 0;
    for (let k = 0; k < n; k++) {
      sum += 1 / (k + 1) ** s;
      this.cdf[k] = sum;
    }
    for (let k = 0; k < n; k++) this.cdf[k] = (this.cdf[k] as number) / sum;
  }
  sample(u: number): number {
    let lo = 0;
    let hi = this.cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cdf[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const zipfCache = new Map<number, Zipf>();
function zipfOf(n: number): Zipf {
  let z = zipfCache.get(n);
  if (!z) {
    z = new Zipf(n, 1);
    zipfCache.set(n, z);
  }
  return z;
}

/** A weighted choice: `[value, weight]` pairs. */
function weighted<T>(pairs: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  const cum: number[] = [];
  let acc = 0;
  for (const [, w] of pairs) {
    acc += w / total;
    cum.push(acc);
  }
  return (rng) => {
    const u = rng.next();
    for (let i = 0; i < cum.length; i++) if (u < (cum[i] as number)) return (pairs[i] as readonly [T, number])[0];
    return (pairs[pairs.length - 1] as readonly [T, number])[0];
  };
}

// ---------------------------------------------------------------------------------------------
// Text helpers.

const FOLD: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};
/** Accent-free form (what `unaccent` makes of it). */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØłŁæÆßđĐı]/g, (c) => FOLD[c] ?? c);
}
const slugify = (s: string) =>
  fold(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const compact = (s: string) =>
  fold(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
const hasAccent = (s: string) => fold(s) !== s;
const article = (type: string) => {
  const noun = (type.split('/')[0] ?? type).toLowerCase();
  return `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun}`;
};
/** Invented words that read badly. */
const BLOCKED = new Set(['satan', 'nazi', 'rape', 'kill']);

/** A word list written as one `|`-separated string (keeps the source compact). */
const list = (s: string): readonly string[] => s.split('|');

const SYLLABLES: readonly string[] = list(
  'ka|lo|ri|ven|tor|mi|sa|dex|qua|zel|nor|vi|bra|tan|lu|mar|ex|on|ar|is|el|dra|fen|gal|hol|jun|kel' +
    '|ler|mon|nis|ost|pra|ros|sil|tev|ul|vor|wen|yar|zin|bel|cor|dun|fal|gri|hav|ix|ko',
);
const ACCENTED_VOWEL: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü' };

/** Invented words (rare: each in few names), some with accents, none equal to a real word below. */
function syntheticWords(count: number, salt: string, suffixes: readonly string[], avoid: Set<string>): string[] {
  const rng = new Rng(mix(SALT.vocabulary, hashString(salt)));
  const out: string[] = [];
  const seen = new Set(avoid);
  while (out.length < count) {
    const n = 2 + rng.int(2);
    let w = '';
    for (let i = 0; i < n; i++) w += rng.pick(SYLLABLES);
    if (suffixes.length && rng.chance(0.5)) w += rng.pick(suffixes);
    if (rng.chance(0.1)) {
      const vowels = [...w].map((c, i) => (c in ACCENTED_VOWEL ? i : -1)).filter((i) => i > 0);
      const at = vowels.length ? vowels[rng.int(vowels.length)] : undefined;
      if (at !== undefined) w = w.slice(0, at) + (ACCENTED_VOWEL[w[at] as string] ?? '') + w.slice(at + 1);
    }
    w = w[0]?.toUpperCase() + w.slice(1);
    const key = fold(w).toLowerCase();
    if (w.length < 4 || seen.has(key) || [...BLOCKED].some((b) => key.includes(b))) continue;
    seen.add(key);
    out.push(w);
  }
  return out;
}

// The most frequent organization words (rank order), then evocative words, then invented rare ones.
const ORG_COMMON: readonly string[] = list(
  'Capital|Global|Partners|Group|Ventures|Holdings|Technologies|Solutions|Systems|International' +
    '|Labs|Digital|Energy|Health|Financial|Investments|Networks|Analytics|Media|Industries|Advisors' +
    '|Data|Software|Robotics|Logistics|Bio|Therapeutics|Consulting|Equity|Asset|Management|Services' +
    '|Green|North|United|Pacific|Atlantic|First|New|Smart',
);
const ORG_MID: readonly string[] = list(
  'Meridian|Aurora|Vertex|Horizon|Beacon|Summit|Harbor|Cedar|Falcon|Granite|Sterling|Atlas|Orion' +
    '|Nimbus|Quantum|Vector|Pioneer|Keystone|Evergreen|Silverline|Bluewater|Redwood|Ironbridge' +
    '|Lighthouse|Northstar|Crescent|Polaris|Zenith|Apex|Catalyst|Nova|Helix|Lumen|Stratus|Cobalt' +
    '|Sapphire|Emerald|Onyx|Boreal|Tidewater|Highland|Riverbend|Stonegate|Oakwood|Maple|Willow' +
    '|Juniper|Alder|Birch|Aspen|Sequoia|Cypress|Magnolia|Hawthorne|Kestrel|Osprey|Heron|Condor' +
    '|Phoenix|Pegasus|Titan|Vega|Lyra|Sirius|Altair|Castor|Rigel|Andromeda|Cassini|Kepler|Galileo' +
    '|Newton|Tesla|Curie|Darwin|Euler|Gauss|Turing|Lovelace|Ampère|Fréchet|Bézier|Société|Crédit' +
    '|Générale|Zürich|Genève|Malmö|Øresund|Ångström|Bodø|Köln|Düsseldorf|München|Québec|Montréal|São' +
    '|Kraków|Łódź|Côte|Élan|Éclat|Lumière|Rivière|Château|Forêt|Étoile|Señal|Fjäll|Skåne|Göta|Østfold' +
    '|Brückner|Grün|Weiß|Nordvik|Baltic|Alpine|Andes|Sahara|Tundra|Monsoon|Solstice|Equinox|Harvest' +
    '|Anchor|Compass|Lantern|Mosaic|Prism|Quarry|Signal|Tandem|Vanguard|Wavelength|Yield|Arbor' +
    '|Bastion|Citadel|Dynamo|Ember|Fulcrum|Gable|Halcyon',
);
const COMPANY_SUFFIXES: readonly string[] = list(
  'GmbH|Inc.|Ltd|AG|LLC|S.A.|B.V.|SAS|Oy|AB|S.r.l.|KG|PLC|Pty Ltd|S.à r.l.|A/S|SE|Corp.',
);
/** A company suffix ending a name (" GmbH"), to derive the legal name from the trading one. */
const SUFFIX_AT_END = new RegExp(` (${COMPANY_SUFFIXES.map((x) => x.replace(/[.]/g, '\\.')).join('|')})$`);

const GIVEN_F: readonly string[] = list(
  'Maria|Anna|Sarah|Laura|Julia|Emma|Sofia|Elena|Olivia|Chloé|Léa|Zoë|Renée|Inès|Mónica|Lucía|Ana' +
    '|Priya|Mei|Yuki|Aisha|Fatima|Ingrid|Astrid|Sigrún|Katarzyna|Małgorzata|Hanna|Lena|Clara|Nora|Ada' +
    '|Grace|Hannah|Emily|Charlotte|Amélie|Élodie|Beatriz|Carmen|Daniela|Isabel|Jessica|Karin|Linnea' +
    '|Maja|Noémie|Paula|Rosa|Sofía|Tereza|Ursula|Valentina|Wiebke|Xiaoling|Yasmin|Zofia|Agnès|Björk' +
    '|Céline',
);
const GIVEN_M: readonly string[] = list(
  'Thomas|Michael|David|Daniel|Alexander|James|John|Peter|Martin|Paul|Lukas|Jonas|Felix|Max|Marco' +
    '|Luca|José|Tomás|André|François|Jérôme|Sébastien|Søren|Bjørn|Jürgen|Günther|Łukasz|Paweł|Jiří' +
    '|Ömer|Raj|Arjun|Hiroshi|Kenji|Wei|Chen|Omar|Ahmed|Kwame|Marcus|Oliver|Henry|William|Samuel' +
    '|Benjamin|Carlos|Diego|Emilio|Fernando|Gonzalo|Hugo|Iván|Javier|Kai|Lars|Mats|Nils|Óscar|Pablo' +
    '|Rafael',
);
const FAMILY_COMMON: readonly string[] = list(
  'Smith|Müller|García|Schmidt|Johnson|Fernández|Schneider|Williams|López|Fischer|Brown|Martínez' +
    '|Weber|Jones|Rodríguez|Meyer|Miller|González|Wagner|Davis|Pérez|Becker|Wilson|Sánchez|Hoffmann' +
    '|Taylor|Gómez|Schäfer|Anderson|Núñez|Koch|Thomas|Lefèvre|Bauer|Moore|Dubois|Richter|Martin' +
    '|Moreau|Klein|Lee|Laurent|Wolf|Chen|Girard|Schröder|Wang|Rousseau|Neumann|Kim|Bernard|Schwarz' +
    '|Patel|Petit|Zimmermann|Singh|Durand|Braun|Nguyen|Leroy|Krüger|Tanaka|Fontaine|Hofmann|Suzuki' +
    '|Chevalier|Hartmann|Rossi|Mercier|Lange|Russo|Blanc|Werner|Ferrari|Guérin|Krause|Esposito|Boyer' +
    '|Lehmann|Bianchi|Faure|Köhler|Romano|André|Maier|Colombo|François|Herrmann|Ricci|Lindqvist' +
    '|Söderström|Ødegaard|Nowak|Kowalski|Wiśniewski|Dvořák|Novák|Horváth|Nagy|Yılmaz|Çelik|Öztürk' +
    '|Osei|Mensah|Okafor|Natarajan|Iyer|Sato|Watanabe|Park|Choi|Ivanova|Petrov|Jensen|Nielsen|Hansen' +
    "|Johansson|Larsson|Eriksson|Virtanen|Korhonen|Murphy|O'Brien|Kelly|van Dijk|de Vries|Jansen" +
    '|Peeters|Janssens|Silva|Santos|Oliveira|Gonçalves|Ramírez|Cruz|Álvarez|Jiménez|Muñoz|Ortega|Peña' +
    '|Castaño',
);

/** Keyword names: bare topics first (the most used), then qualified topics. */
const TOPICS: readonly string[] = list(
  'Fintech|Climate|Robotics|Healthcare|Artificial Intelligence|Biotech|Cybersecurity|Payments' +
    '|Insurtech|Proptech|Edtech|Agritech|Mobility|Logistics|Batteries|Hydrogen|Solar|Wind' +
    '|Semiconductors|Quantum Computing|Space|Defense|Gaming|E-commerce|SaaS|Open Source' +
    '|Developer Tools|Data Infrastructure|Machine Learning|Computer Vision|Natural Language' +
    '|Drug Discovery|Medical Devices|Digital Health|Genomics|Food|Retail|Real Estate|Construction' +
    '|Manufacturing|Supply Chain|Crypto|Blockchain|Stablecoins|Lending|Wealth Management' +
    '|Private Equity|Venture Debt|Seed Rounds|Growth Equity|IPOs|Mergers|Secondaries|Impact|ESG' +
    '|Carbon Capture|Water|Circular Economy|Telecom|Streaming|Music|Sports|Travel|HR Tech|Legal Tech' +
    '|Govtech|Marketplaces|Consumer Apps|Deep Tech|Économie Sociale|Energía Renovable',
);
const QUALIFIERS: readonly string[] = list(
  'European|US|Asian|Nordic|German|French|UK|LatAm|African|Early-stage|Late-stage|B2B|Enterprise' +
    '|Industrial|Sustainable|Regulated|Emerging|Swiss|Israeli|Indian|Japanese|Canadian|Spanish' +
    '|Italian|Dutch|Polish|Brazilian|Australian|Korean|Chinese|Irish|Austrian|Belgian|Danish|Finnish',
);

/** Global reference data the organizations point at (hq_city_id); geo ids are linked after the load. */
const CITIES = [
  ['Berlin', 'DE', 52.52, 13.405],
  ['Munich', 'DE', 48.137, 11.575],
  ['London', 'GB', 51.507, -0.128],
  ['Paris', 'FR', 48.857, 2.352],
  ['New York', 'US', 40.713, -74.006],
  ['Boston', 'US', 42.36, -71.058],
  ['San Francisco', 'US', 37.775, -122.419],
  ['Zürich', 'CH', 47.377, 8.541],
  ['Genève', 'CH', 46.204, 6.143],
  ['São Paulo', 'BR', -23.55, -46.633],
  ['Malmö', 'SE', 55.605, 13.004],
  ['Stockholm', 'SE', 59.329, 18.069],
  ['Kraków', 'PL', 50.065, 19.945],
  ['Montréal', 'CA', 45.502, -73.567],
  ['Düsseldorf', 'DE', 51.228, 6.773],
  ['Madrid', 'ES', 40.417, -3.704],
  ['Barcelona', 'ES', 41.385, 2.173],
  ['Amsterdam', 'NL', 52.368, 4.904],
  ['Oslo', 'NO', 59.914, 10.752],
  ['Copenhagen', 'DK', 55.676, 12.568],
  ['Tokyo', 'JP', 35.676, 139.65],
  ['Singapore', 'SG', 1.352, 103.82],
  ['Tel Aviv', 'IL', 32.085, 34.781],
  ['Bengaluru', 'IN', 12.972, 77.595],
  ['Toronto', 'CA', 43.653, -79.383],
  ['Austin', 'US', 30.267, -97.743],
  ['Lisbon', 'PT', 38.722, -9.139],
  ['Dublin', 'IE', 53.35, -6.26],
  ['Vienna', 'AT', 48.208, 16.373],
  ['Helsinki', 'FI', 60.17, 24.938],
] as const;
const CITY_ZIPF_SIZE = CITIES.length;

type Vocabulary = Dataset['vocabulary'];
let vocabularyCache: Vocabulary | null = null;
function vocabulary(): Vocabulary {
  if (vocabularyCache) return vocabularyCache;
  const real = new Set(
    [...ORG_COMMON, ...ORG_MID, ...GIVEN_F, ...GIVEN_M, ...FAMILY_COMMON].map((w) => fold(w).toLowerCase()),
  );
  const orgWords = [...ORG_COMMON, ...ORG_MID, ...syntheticWords(3000, 'org', ['a', 'ix', 'on', 'ia', 'era'], real)];
  const familyNames = [
    ...FAMILY_COMMON,
    ...syntheticWords(3000, 'family', ['son', 'berg', 'ez', 'ini', 'ova', 'ski', 'sen', 'ard', 'ides', 'ović'], real),
  ];
  const keywords: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = slugify(name);
    if (seen.has(key)) return;
    seen.add(key);
    keywords.push(name);
  };
  for (const t of TOPICS) add(t);
  for (const q of QUALIFIERS) for (const t of TOPICS) add(`${q} ${t}`);
  vocabularyCache = { orgWords, givenNames: [...GIVEN_F, ...GIVEN_M], familyNames, keywords };
  return vocabularyCache;
}
const MAX_KEYWORDS = 2000;

// ---------------------------------------------------------------------------------------------
// Record attributes (each a pure function of the id).

const VISIBILITY = weighted([
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
const ROLES: readonly string[] = list(
  'CEO|CTO|CFO|COO|Founder|Co-founder|Partner|Managing Director|Board Member|Analyst|Investor' +
    '|Advisor|Principal|Head of Research|',
);
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'SEK', 'JPY'] as const;
const RISKS = ['Low', 'Medium', 'High'] as const;
const EMAIL_DOMAINS = ['example.com', 'mail.example', 'inbox.example', 'corp.example'] as const;
const FREQUENCIES = ['Weekly', 'Monthly', 'Daily', 'Quarterly'] as const;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const DAY_MS = 86_400_000;
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
function stamps(rng: Rng): [string, string] {
  const created = EPOCH + Math.floor(rng.next() * SPAN_MS);
  const updated = created + Math.floor(rng.next() ** 3 * 400 * DAY_MS);
  return [new Date(created).toISOString(), new Date(Math.min(updated, EPOCH + SPAN_MS)).toISOString()];
}

function orgNameOf(id: number): string {
  const v = vocabulary();
  const z = zipfOf(v.orgWords.length);
  const rng = rowRng(SALT.orgName, id);
  const n = rng.chance(0.2) ? 1 : rng.chance(0.75) ? 2 : 3;
  const ranks: number[] = [];
  while (ranks.length < n) {
    const k = z.sample(rng.next());
    if (!ranks.includes(k)) ranks.push(k);
  }
  // Common words alone make no name ("Global Capital"): add a distinctive one.
  if (ranks.every((k) => k < ORG_COMMON.length)) {
    ranks.push(ORG_COMMON.length + zipfOf(v.orgWords.length - ORG_COMMON.length).sample(rng.next()));
  }
  // Distinctive words first, the common ("Capital", "Partners") ones last.
  ranks.sort((a, b) => b - a);
  let name = ranks.map((k) => v.orgWords[k]).join(' ');
  if (rng.chance(0.08)) name += ` ${rng.pick(COMPANY_SUFFIXES)}`;
  return name;
}

function personNameOf(id: number): { given: string; family: string; gender: 'M' | 'F' | null } {
  const v = vocabulary();
  const rng = rowRng(SALT.personName, id);
  const g = rng.next();
  const gender = g < 0.48 ? 'F' : g < 0.96 ? 'M' : null;
  const givenList = gender === 'F' ? GIVEN_F : gender === 'M' ? GIVEN_M : rng.chance(0.5) ? GIVEN_F : GIVEN_M;
  const given = givenList[zipfOf(givenList.length).sample(rng.next())] as string;
  let family = v.familyNames[zipfOf(v.familyNames.length).sample(rng.next())] as string;
  if (rng.chance(0.04)) family = `${family}-${v.familyNames[zipfOf(v.familyNames.length).sample(rng.next())]}`;
  return { given, family, gender };
}

// ---------------------------------------------------------------------------------------------
// The plan.

function split(records: number) {
  const orgs = Math.max(1, Math.round(records * 0.3));
  const people = Math.max(1, Math.round(records * 0.4));
  const library = Math.max(1, Math.round(records * 0.25));
  const ledger = Math.max(1, records - orgs - people - library);
  return { orgs, people, library, ledger };
}

const BIG_ROLES: readonly UserRole[] = ['admin', 'research', 'reader', 'operator'];
const SMALL_ROLES: readonly UserRole[] = ['admin', 'research', 'reader'];
const USER_FLAGS: Record<UserRole, { alias: string | null; admin: boolean; research: boolean; tenantAdmin: boolean }> =
  {
    admin: { alias: 'Admin', admin: true, research: true, tenantAdmin: false },
    research: { alias: 'Researcher', admin: false, research: true, tenantAdmin: false },
    reader: { alias: null, admin: false, research: false, tenantAdmin: false },
    operator: { alias: 'Operator', admin: true, research: true, tenantAdmin: true },
  };
const LIST_KINDS = [
  { type: 'OrganizationsList', range: 'orgs', label: 'watchlist' },
  { type: 'PeopleList', range: 'people', label: 'people to meet' },
  { type: 'LibraryList', range: 'library', label: 'reading list' },
  { type: 'LedgerList', range: 'ledger', label: 'vehicles' },
] as const;

/**
 * Plans the dataset: `scale` curated records in the big tenant (`big`) and 1% of it in each of
 * `t1` … `t9`. Rows are generated when `tables[i].rows()` is iterated. The users' sessions get fresh
 * random tokens (stored as sha256, like the app's own sessions).
 */
export function planDataset(scale: number, passwordHash: string, password: string): Dataset {
  const v = vocabulary();
  const next = { client: 1, user: 1, org: 1, person: 1, library: 1, ledger: 1, keyword: 1, list: 1 };
  const take = (key: keyof typeof next, count: number): IdRange => {
    const first = next[key];
    next[key] += count;
    return { first, count };
  };
  const tenants: TenantPlan[] = [];
  for (let index = 0; index < 10; index++) {
    const records = index === 0 ? scale : Math.max(10, Math.round(scale / 100));
    const s = split(records);
    tenants.push({
      index,
      id: take('client', 1).first,
      subdomain: index === 0 ? 'big' : `t${index}`,
      name: index === 0 ? 'Big Research' : `Tenant ${index}`,
      records,
      users: take('user', (index === 0 ? BIG_ROLES : SMALL_ROLES).length),
      orgs: take('org', s.orgs),
      people: take('person', s.people),
      library: take('library', s.library),
      ledger: take('ledger', s.ledger),
      keywords: take('keyword', Math.min(MAX_KEYWORDS, Math.max(20, Math.round(records / 50)))),
      lists: take('list', Math.max(4, Math.min(400, Math.round(records / 250)))),
    });
  }
  const big = tenants[0] as TenantPlan;

  const users: (PlannedUser & { tokenHash: string | null })[] = [];
  for (const t of tenants) {
    const roles = t.index === 0 ? BIG_ROLES : SMALL_ROLES;
    roles.forEach((role, i) => {
      const token = t.index === 0 ? newToken() : null;
      users.push({
        tenantId: t.id,
        id: t.users.first + i,
        role,
        email: `${role}@bench.test`,
        token,
        tokenHash: token ? hashToken(token) : null,
      });
    });
  }
  const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
  const creator = (t: TenantPlan) => t.users.first;

  /** The tenant's keyword ids for a record: 0 to 3 distinct, Zipf-weighted (~1.2 per record). */
  const tagsOf = (t: TenantPlan, salt: number, id: number): number[] => {
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

  const orgRow = (t: TenantPlan, id: number): Cell[] => {
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

  const personRow = (t: TenantPlan, id: number): Cell[] => {
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
      rng.chance(0.3)
        ? `https://www.linkedin.example/in/${compact(given)}-${compact(family)}-${id.toString(36)}`
        : null,
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

  const libraryRow = (t: TenantPlan, id: number): Cell[] => {
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

  const ledgerRow = (t: TenantPlan, id: number): Cell[] => {
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

  function* each(range: (t: TenantPlan) => IdRange, row: (t: TenantPlan, id: number) => Iterable<Cell[]>) {
    for (const t of tenants) {
      const r = range(t);
      for (let id = r.first; id < r.first + r.count; id++) yield* row(t, id);
    }
  }

  const personOrgs = (t: TenantPlan, id: number): [number, string][] => {
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

  const listItems = (t: TenantPlan, listId: number): { type: string; items: number[] } => {
    const k = (listId - t.lists.first) % LIST_KINDS.length;
    const kind = LIST_KINDS[k] as (typeof LIST_KINDS)[number];
    const range = t[kind.range];
    const rng = rowRng(SALT.list, listId);
    const want = Math.min(range.count, 5 + rng.int(46));
    const items = new Set<number>();
    while (items.size < want) items.add(range.first + rng.int(range.count));
    return { type: kind.type, items: [...items] };
  };

  const tables: LoadTable[] = [
    {
      table: 'clients',
      columns: ['id', 'subdomain', 'name', 'payment_access_link', 'payment_access_message', 'chat_link'],
      identity: 'id',
      rows: () =>
        tenants.map((t) => [
          t.id,
          t.subdomain,
          t.name,
          `https://${t.subdomain}.example/subscribe`,
          `Subscribe to read ${t.name}'s paywalled notes.`,
          t.index === 0 ? 'https://chat.example/big' : null,
        ]),
    },
    {
      table: 'users',
      columns: ['tenant_id', 'id', 'email', 'password_hash', 'alias', 'is_admin', 'is_research', 'is_tenant_admin'],
      identity: 'id',
      rows: () =>
        users.map((u) => {
          const f = USER_FLAGS[u.role];
          return [u.tenantId, u.id, u.email, passwordHash, f.alias, f.admin, f.research, f.tenantAdmin];
        }),
    },
    {
      table: 'sessions',
      columns: ['tenant_id', 'token_hash', 'user_id', 'expires_at'],
      rows: () => users.filter((u) => u.tokenHash).map((u) => [u.tenantId, u.tokenHash, u.id, expiresAt]),
    },
    {
      table: 'cities',
      columns: ['id', 'name', 'latitude', 'longitude'],
      identity: 'id',
      rows: () => CITIES.map(([name, , lat, lng], i) => [i + 1, name, lat, lng]),
      after: [
        `UPDATE cities c SET geo_id = g.id FROM geos g, (VALUES ${CITIES.map(([, iso2], i) => `(${i + 1}, '${iso2}')`).join(', ')}) AS m(id, iso2)
          WHERE c.id = m.id AND g.iso2 = m.iso2`,
      ],
    },
    {
      table: 'keywords',
      columns: [
        'tenant_id',
        'id',
        'name',
        'slug',
        'description',
        'visibility',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.keywords,
          (t, id) => {
            const i = id - t.keywords.first;
            const name = v.keywords[i] as string;
            const rng = rowRng(SALT.keyword, id);
            const [created, updated] = stamps(rng);
            // The first keyword is public: the write mix tags new organizations with it.
            const visibility = i === 0 ? 'public' : VISIBILITY(rng);
            return [
              [
                t.id,
                id,
                name,
                slugify(name),
                rng.chance(0.3) ? `Everything about ${name.toLowerCase()}.` : null,
                visibility,
                created,
                updated,
                creator(t),
              ],
            ];
          },
        ),
    },
    {
      table: 'organizations',
      columns: [
        'tenant_id',
        'id',
        'name_inc',
        'name_dba',
        'ownership_type',
        'founding_date',
        'founding_date_incomplete_day',
        'founding_date_incomplete_month',
        'founding_date_incomplete_year',
        'description',
        'website',
        'notes',
        'hq_city_id',
        'aliases',
        'visibility',
        'show_on_dashboard',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.orgs,
          (t, id) => [orgRow(t, id)],
        ),
    },
    {
      table: 'people',
      columns: [
        'tenant_id',
        'id',
        'name_given',
        'name_family',
        'name_nickname',
        'gender',
        'birth_date',
        'birth_date_incomplete_day',
        'birth_date_incomplete_month',
        'birth_date_incomplete_year',
        'current_address_city',
        'main_url',
        'professional_profile',
        'about',
        'aliases',
        'visibility',
        'show_on_dashboard',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.people,
          (t, id) => [personRow(t, id)],
        ),
    },
    {
      table: 'organization_people',
      columns: ['tenant_id', 'organization_id', 'person_id', 'role'],
      rows: () =>
        each(
          (t) => t.people,
          (t, id) => personOrgs(t, id).map(([org, role]) => [t.id, org, id, role]),
        ),
    },
    {
      table: 'organization_emails',
      columns: ['tenant_id', 'organization_id', 'email', 'label'],
      rows: () =>
        each(
          (t) => t.orgs,
          (t, id) => {
            const rng = rowRng(SALT.orgEmail, id);
            if (!rng.chance(0.5)) return [];
            const domain = `${compact(orgNameOf(id)).slice(0, 40) || 'org'}.example`;
            const rows: Cell[][] = [[t.id, id, `info@${domain}`, 'general']];
            if (rng.chance(0.3)) rows.push([t.id, id, `press@${domain}`, 'press']);
            return rows;
          },
        ),
    },
    {
      table: 'organization_urls',
      columns: ['tenant_id', 'organization_id', 'url', 'label'],
      rows: () =>
        each(
          (t) => t.orgs,
          (t, id) => {
            const rng = rowRng(SALT.orgUrl, id);
            if (!rng.chance(0.35)) return [];
            const slug = `${compact(orgNameOf(id)).slice(0, 40)}-${id.toString(36)}`;
            const rows: Cell[][] = [[t.id, id, `https://www.linkedin.example/company/${slug}`, 'LinkedIn']];
            if (rng.chance(0.3)) rows.push([t.id, id, `https://crunchbase.example/organization/${slug}`, 'Crunchbase']);
            return rows;
          },
        ),
    },
    {
      table: 'person_emails',
      columns: ['tenant_id', 'person_id', 'email', 'label'],
      rows: () =>
        each(
          (t) => t.people,
          (t, id) => {
            const rng = rowRng(SALT.personEmail, id);
            if (!rng.chance(0.4)) return [];
            const { given, family } = personNameOf(id);
            const local = `${compact(given)}.${compact(family)}`;
            return [[t.id, id, `${local}${rng.chance(0.5) ? id % 100 : ''}@${rng.pick(EMAIL_DOMAINS)}`, 'work']];
          },
        ),
    },
    {
      table: 'person_urls',
      columns: ['tenant_id', 'person_id', 'url', 'label'],
      rows: () =>
        each(
          (t) => t.people,
          (t, id) => {
            const rng = rowRng(SALT.personUrl, id);
            if (!rng.chance(0.2)) return [];
            const { given, family } = personNameOf(id);
            return [[t.id, id, `https://blog.example/${compact(given)}-${compact(family)}-${id.toString(36)}`, 'Blog']];
          },
        ),
    },
    {
      table: 'ledger_entries',
      columns: [
        'tenant_id',
        'id',
        'organization_id',
        'name',
        'vehicle_type',
        'inv_currency',
        'inv_date',
        'inv_date_incomplete_day',
        'inv_date_incomplete_month',
        'inv_date_incomplete_year',
        'inv_risk',
        'owned',
        'owner',
        'ownership_percentage',
        'public_url',
        'visibility',
        'show_on_dashboard',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.ledger,
          (t, id) => [ledgerRow(t, id)],
        ),
    },
    {
      table: 'library_entries',
      columns: [
        'tenant_id',
        'id',
        'title',
        'abstract',
        'publish_date',
        'publish_date_incomplete_day',
        'publish_date_incomplete_month',
        'publish_date_incomplete_year',
        'publisher_id',
        'public_link',
        'paywall_link',
        'publish_frequency',
        'type',
        'is_fav',
        'visibility',
        'show_on_dashboard',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.library,
          (t, id) => [libraryRow(t, id)],
        ),
    },
    {
      table: 'library_authors',
      columns: ['tenant_id', 'library_entry_id', 'person_id', 'name', 'position'],
      rows: () =>
        each(
          (t) => t.library,
          (t, id) => {
            const rng = rowRng(SALT.authors, id);
            const r = rng.next();
            const n = r < 0.15 ? 0 : r < 0.7 ? 1 : r < 0.93 ? 2 : 3;
            const rows: Cell[][] = [];
            for (let position = 0; position < n; position++) {
              if (rng.chance(0.6)) rows.push([t.id, id, t.people.first + rng.int(t.people.count), null, position]);
              else {
                const p = personNameOf(10_000_000 + rng.int(1_000_000));
                rows.push([t.id, id, null, `${p.given[0]}. ${p.family}`, position]);
              }
            }
            return rows;
          },
        ),
    },
    {
      table: 'lists',
      columns: [
        'tenant_id',
        'id',
        'name',
        'slug',
        'description',
        'type',
        'visibility',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.lists,
          (t, id) => {
            const rng = rowRng(SALT.list, id + 0x40000000);
            const kind = LIST_KINDS[(id - t.lists.first) % LIST_KINDS.length] as (typeof LIST_KINDS)[number];
            const topic = v.keywords[
              zipfOf(Math.min(v.keywords.length, t.keywords.count)).sample(rng.next())
            ] as string;
            const name = `${topic} ${kind.label}`;
            const [created, updated] = stamps(rng);
            return [
              [
                t.id,
                id,
                name,
                `${slugify(name)}-${id - t.lists.first + 1}`,
                rng.chance(0.5)
                  ? `${kind.label[0]?.toUpperCase()}${kind.label.slice(1)} for ${topic.toLowerCase()}.`
                  : null,
                kind.type,
                VISIBILITY(rng),
                created,
                updated,
                creator(t),
              ],
            ];
          },
        ),
    },
    {
      table: 'list_items',
      columns: ['tenant_id', 'list_id', 'item_id', 'position', 'added_by'],
      rows: () =>
        each(
          (t) => t.lists,
          (t, id) => listItems(t, id).items.map((item, position) => [t.id, id, item, position, creator(t)]),
        ),
    },
    {
      table: 'entity_keywords',
      columns: ['tenant_id', 'keyword_id', 'entity_type', 'entity_id'],
      rows: function* () {
        for (const [type, range] of [
          ['Organization', (t: TenantPlan) => t.orgs],
          ['Person', (t: TenantPlan) => t.people],
          ['LibraryEntry', (t: TenantPlan) => t.library],
        ] as const) {
          const salt = hashString(type);
          yield* each(range, (t, id) => tagsOf(t, salt, id).map((k) => [t.id, k, type, id]));
        }
      },
    },
  ];

  return {
    scale,
    password,
    tenants,
    users: users.filter((u) => u.tenantId === big.id).map(({ tokenHash: _h, ...u }) => u),
    tables,
    searchTerms: searchTermsFor(big),
    vocabulary: v,
    orgName: orgNameOf,
    personName: (id) => {
      const { given, family } = personNameOf(id);
      return { given, family };
    },
  };
}

/** 15 quick-search terms that exist in the big tenant (except the miss), found from its own rows. */
function searchTermsFor(big: TenantPlan): SearchTerm[] {
  const v = vocabulary();
  const rank = new Map(v.orgWords.map((w, i) => [w, i]));
  const orgAt = (i: number) => big.orgs.first + (i % big.orgs.count);
  const personAt = (i: number) => big.people.first + (i % big.people.count);
  const find = <T>(count: number, at: (i: number) => number, test: (id: number) => T | null): T | null => {
    for (let i = 0; i < Math.min(count, 50_000); i++) {
      const hit = test(at(i * 7 + 3));
      if (hit !== null) return hit;
    }
    return null;
  };
  const words = (id: number) => orgNameOf(id).split(' ');
  const rare =
    find(big.orgs.count, orgAt, (id) => words(id).find((w) => (rank.get(w) ?? 0) > 1000 && !hasAccent(w)) ?? null) ??
    (v.orgWords[ORG_COMMON.length + 5] as string);
  const accentedWord =
    find(big.orgs.count, orgAt, (id) => words(id).find((w) => hasAccent(w) && w.length >= 5) ?? null) ?? 'Zürich';
  const accentedPerson =
    find(big.people.count, personAt, (id) => {
      const p = personNameOf(id);
      return hasAccent(p.given + p.family) ? `${p.given} ${p.family}` : null;
    }) ?? 'José García';
  const typoName = (() => {
    const family =
      find(big.people.count, personAt, (id) => {
        const f = personNameOf(id).family;
        return f.length >= 7 && !hasAccent(f) && /^[A-Za-z]+$/.test(f) ? f : null;
      }) ?? 'Schneider';
    const i = Math.floor(family.length / 2);
    return (family.slice(0, i) + (family[i + 1] ?? '') + (family[i] ?? '') + family.slice(i + 2)).toLowerCase();
  })();
  const exactOrg = orgNameOf(orgAt(123));
  const person = personNameOf(personAt(77));
  const common = (v.orgWords[0] as string).toLowerCase();
  // A letter dropped from a distinctive word of an organization's name.
  const typoOrg = (() => {
    const name = orgNameOf(orgAt(321));
    const w = name.split(' ').find((x) => (rank.get(x) ?? 0) >= ORG_COMMON.length && x.length >= 5) ?? name;
    const i = Math.floor(w.length / 2);
    return name.replace(w, w.slice(0, i) + w.slice(i + 1)).toLowerCase();
  })();
  return [
    { term: common, kind: 'very common word' },
    { term: (v.orgWords[1] as string).toLowerCase(), kind: 'common word' },
    { term: `${(v.orgWords[1] as string).toLowerCase()} ${common}`, kind: 'two common words' },
    { term: rare.toLowerCase(), kind: 'rare word' },
    { term: (v.orgWords[ORG_COMMON.length + 2] as string).slice(0, 4).toLowerCase(), kind: 'prefix' },
    { term: typoOrg, kind: 'typo in an organization name' },
    { term: typoName, kind: 'typo of a family name' },
    { term: fold(accentedWord).toLowerCase(), kind: 'accent-free word' },
    { term: fold(accentedPerson), kind: 'accent-free person name' },
    { term: exactOrg, kind: 'exact organization name' },
    { term: `${person.given} ${person.family}`, kind: 'exact person name' },
    { term: (v.keywords[3] as string).toLowerCase(), kind: 'keyword' },
    { term: 'outlook', kind: 'library title word' },
    { term: 'fund', kind: 'ledger word' },
    { term: 'xylophonequartz', kind: 'word that is nowhere' },
  ];
}
