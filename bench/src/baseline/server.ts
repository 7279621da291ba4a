/**
 * The baseline: a bare Fastify app running each scenario's bare SQL through `pg` — no tenant
 * resolution (the tenant id comes from the environment), no auth, no RLS, no transaction, no
 * validation. Started by the bench as a child process with DATABASE_URL, PORT and BENCH_TENANT_ID.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TVisibility } from '@intel/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import type { AnyTx } from '../../../server/src/db/scoped.ts';
import { verifyPassword } from '../../../server/src/domains/auth/tokens.ts';
import { SEARCH_KINDS, searchRecords } from '../../../server/src/domains/search/query.ts';
import {
  COUNT_CAP,
  COUNTS_SQL,
  CREATE_SQL,
  detailSql,
  estimateSql,
  type Kind,
  LOGIN_SESSION_SQL,
  LOGIN_USER_SQL,
  listSql,
  PATCH_SQL,
  recountSql,
} from './sql.ts';

const tenantId = Number(process.env.BENCH_TENANT_ID);
const userId = Number(process.env.BENCH_USER_ID);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
pool.on('error', () => {});

const ALL = ['public', 'paywalled', 'hidden'];
const visibilities = (v: string | undefined) =>
  v === 'public' ? ['public'] : v === 'paywall' ? ['public', 'paywalled'] : ALL;
const KINDS = new Set<Kind>(['organizations', 'people', 'library']);
const LIST = { organizations: listSql('organizations'), people: listSql('people'), library: listSql('library') };
const RECOUNT = {
  organizations: recountSql('organizations'),
  people: recountSql('people'),
  library: recountSql('library'),
};
const ESTIMATE = {
  organizations: estimateSql('organizations'),
  people: estimateSql('people'),
  library: estimateSql('library'),
};
const DETAIL = {
  organizations: detailSql('organizations'),
  people: detailSql('people'),
  library: detailSql('library'),
};
// The app's search statements themselves (server/src/domains/search/query.ts), run on the bare pool.
const bare = drizzle(pool) as unknown as AnyTx;

const app = Fastify({ logger: false });
type Q = Record<string, string | undefined>;

app.get('/health', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});

app.get('/list/:kind', async (request, reply) => {
  const kind = (request.params as { kind: Kind }).kind;
  if (!KINDS.has(kind)) return reply.code(404).send({ detail: 'Not found.' });
  const q = request.query as Q;
  const limit = Number(q.limit ?? 50);
  const offset = Number(q.offset ?? 0);
  const { rows } = await pool.query(LIST[kind], [tenantId, visibilities(q.vis), q.value, limit, offset]);
  const row = rows[0] as { count: number; results: unknown[] };
  if (row.count <= COUNT_CAP) return { count: row.count, next: null, previous: null, results: row.results };
  const plan = await pool.query(ESTIMATE[kind], [tenantId, visibilities(q.vis), q.value]);
  const estimate = (plan.rows[0] as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] })['QUERY PLAN'][0].Plan[
    'Plan Rows'
  ];
  // As the app: a low estimate (stale statistics) is checked by counting on, up to ten times the cap.
  if (estimate <= COUNT_CAP * 10) {
    const again = await pool.query(RECOUNT[kind], [tenantId, visibilities(q.vis), q.value]);
    const n = Number((again.rows[0] as { n: number }).n);
    if (n <= COUNT_CAP * 10) return { count: n, next: null, previous: null, results: row.results };
  }
  return {
    count: Math.max(COUNT_CAP + 1, estimate),
    count_is_estimate: true,
    next: null,
    previous: null,
    results: row.results,
  };
});

app.get('/detail/:kind/:id', async (request, reply) => {
  const { kind, id } = request.params as { kind: Kind; id: string };
  if (!KINDS.has(kind)) return reply.code(404).send({ detail: 'Not found.' });
  const { rows } = await pool.query(DETAIL[kind], [tenantId, visibilities((request.query as Q).vis), Number(id)]);
  if (!rows[0]) return reply.code(404).send({ detail: 'Not found.' });
  return (rows[0] as { record: unknown }).record;
});

app.get('/search', async (request) => {
  const q = request.query as Q;
  const results = await searchRecords(bare, {
    tenantId,
    q: q.q ?? '',
    kinds: SEARCH_KINDS,
    visibilities: visibilities(q.vis) as TVisibility[],
    limit: 20,
  });
  return { results };
});

app.get('/counts', async (request) => {
  const view = (request.query as Q).view ?? 'admin';
  const { rows } = await pool.query<{ kind: string; visibility: string; n: string }>(COUNTS_SQL, [tenantId]);
  const out: Record<string, { public_count: number; paywall_count: number; hidden_count?: number }> = {};
  for (const r of rows) {
    const e = out[r.kind] ?? { public_count: 0, paywall_count: 0, ...(view === 'admin' ? { hidden_count: 0 } : {}) };
    out[r.kind] = e;
    const n = Number(r.n);
    if (r.visibility === 'public') e.public_count += n;
    else if (r.visibility === 'paywalled') e.paywall_count += n;
    else if (view === 'admin') e.hidden_count = (e.hidden_count ?? 0) + n;
  }
  return out;
});

app.post('/organizations', async (request, reply) => {
  const b = request.body as {
    name_dba: string;
    visibility: string;
    ownership_type: string;
    founding_date: { date: string };
    keyword_ids: number[];
  };
  const { rows } = await pool.query(CREATE_SQL, [
    tenantId,
    userId,
    b.name_dba,
    b.visibility,
    b.ownership_type,
    b.founding_date.date,
    b.keyword_ids[0],
  ]);
  return reply.code(201).send(rows[0]);
});

app.patch('/organizations/:id', async (request, reply) => {
  const id = Number((request.params as { id: string }).id);
  const b = request.body as { description: string };
  const { rows } = await pool.query(PATCH_SQL, [tenantId, userId, id, b.description]);
  if (!rows[0]) return reply.code(404).send({ detail: 'Not found.' });
  return rows[0];
});

app.post('/login', async (request, reply) => {
  const b = request.body as { email: string; password: string };
  const { rows } = await pool.query<{ id: string; password_hash: string; disabled: boolean }>(LOGIN_USER_SQL, [
    tenantId,
    b.email.toLowerCase(),
  ]);
  const user = rows[0];
  if (!user || user.disabled || !(await verifyPassword(user.password_hash, b.password))) {
    return reply.code(401).send({ detail: 'Invalid email or password.' });
  }
  const token = randomBytes(32).toString('base64url');
  await pool.query(LOGIN_SESSION_SQL, [tenantId, createHash('sha256').update(token).digest('hex'), Number(user.id)]);
  return { token };
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
