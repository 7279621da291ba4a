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
import { ORG_COMMON } from './lexicon.ts';
import { DAY_MS } from './rows.ts';
import { loadTables } from './tables.ts';
import type { Dataset, IdRange, PlannedUser, SearchTerm, TenantPlan, UserRole } from './types.ts';
import { fold, hasAccent, MAX_KEYWORDS, orgNameOf, personNameOf, vocabulary } from './vocabulary.ts';

function split(records: number) {
  const orgs = Math.max(1, Math.round(records * 0.3));
  const people = Math.max(1, Math.round(records * 0.4));
  const library = Math.max(1, Math.round(records * 0.25));
  const ledger = Math.max(1, records - orgs - people - library);
  return { orgs, people, library, ledger };
}

const BIG_ROLES: readonly UserRole[] = ['admin', 'research', 'reader', 'operator'];
const SMALL_ROLES: readonly UserRole[] = ['admin', 'research', 'reader'];

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
  const tables = loadTables(tenants, users, passwordHash, expiresAt);

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
