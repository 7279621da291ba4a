import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { readXlsx } from '../../lib/xlsx.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../factories.ts';
import { request, useTestApp } from '../harness.ts';
import {
  agent,
  CONCURRENCY,
  type Envelope,
  encode,
  FIXED,
  fuzzRoutes,
  GLOBAL_WRITES,
  ONE_MIB_AND_MORE,
  type ParamChoice,
  queryValue,
  RAW_QUERY_JUNK,
  type Route,
  RUNS,
  SEED,
  type Spec,
  send,
  type Who,
} from './fuzz-requests.ts';
import {
  type GenOptions,
  type JsonSchema,
  JUNK_STRINGS,
  mutatedValue,
  validValue,
  withOwnKey,
} from './json-schema-arbitrary.ts';

/**
 * Issue 8 item 3: property-based requests (fast-check) against every write and list endpoint,
 * generated from the schemas the routes declare (the OpenAPI document @fastify/swagger builds from
 * the route table), valid and mutated. FUZZ_RUNS sets the number of requests (`npm run soak`
 * sends 100,000); FUZZ_SEED replays a run.
 */
describe('fuzzing: every write and list endpoint, valid and mutated requests', () => {
  // No background workers: queued processing is not what is under test, and it would compete for the two cores.
  const ctx = useTestApp(() => ({ runWorkers: false }));
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
    agent.destroy();
  });

  it(
    `${RUNS} requests: no 5xx, no unhandled rejection, no prototype pollution, 2xx bodies match their schemas, another tenant unchanged`,
    async () => {
      const started = Date.now();
      const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

      // Two tenants with a few records of every kind; the fuzzer works in A as a tenant admin (every role).
      const a = await createTenant(ctx.database);
      const b = await createTenant(ctx.database);
      for (const t of [a, b]) await withTenant(ctx.database, t.id, (tx) => seedRecords(tx, t.id, t.subdomain));
      const mainUser = await createUser(ctx.database, a, 'tenantAdmin');
      const readerUser = await createUser(ctx.database, a, 'reader');
      const tokens: Record<Who, string | null> = {
        main: await loginAs(ctx.port, a, mainUser),
        reader: await loginAs(ctx.port, a, readerUser),
        anonymous: null,
        foreign: null,
      };
      const bAdmin = await loginAs(ctx.port, b, await createUser(ctx.database, b, 'admin'));
      tokens.foreign = bAdmin;
      const protectedUsers = new Set([mainUser.id, readerUser.id]);

      // The routes, from the OpenAPI document of the app's route table.
      const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, JsonSchema>> };
      const routes = fuzzRoutes(doc);
      expect(routes.length).toBeGreaterThan(120);

      // Ids that exist: A's and B's records (B's are the cross-tenant attempts), and global rows the fuzzer made.
      const listRoutes = routes.filter(
        (r) => r.method === 'GET' && r.pathParams.length === 0 && r.queryParams.some((q) => q.name === 'limit'),
      );
      const idsOf = async (t: TestTenant, token: string) => {
        const ids = new Set<number>();
        for (const r of listRoutes) {
          const res = await request(ctx.port, 'GET', `${r.template}?limit=100`, { host: t.host, token });
          for (const row of res.body?.results ?? []) if (Number.isInteger(row?.id)) ids.add(row.id);
        }
        return [...ids];
      };
      const idsA = (await idsOf(a, tokens.main as string)).filter((id) => !protectedUsers.has(id));
      const idsB = await idsOf(b, bAdmin);
      const ownGlobal: Record<string, number[]> = Object.fromEntries(GLOBAL_WRITES.map((g) => [g, []]));
      const globalPrefix = (template: string) => GLOBAL_WRITES.find((g) => template.startsWith(g)) ?? '';
      let pick = 0;
      const existingId = (route: Route) => () => {
        pick = (pick * 1103515245 + 12345) % 2 ** 31;
        if (route.global) {
          const own = ownGlobal[globalPrefix(route.template)] ?? [];
          return own.length && pick % 4 ? (own[pick % own.length] as number) : 2_000_000_000 + (pick % 1000);
        }
        const pool = pick % 10 < 7 ? idsA : idsB;
        return pool.length ? (pool[pick % pool.length] as number) : 1 + (pick % 100);
      };

      // Filter names of each list (its available-filters answer), fuzzed with their options and with junk.
      const filterNames = new Map<string, { name: string; values: string[] }[]>();
      for (const r of listRoutes) {
        const res = await request(ctx.port, 'GET', `${r.template}available-filters/`, {
          host: a.host,
          token: tokens.main,
        });
        if (res.status === 200 && Array.isArray(res.body))
          filterNames.set(
            r.key,
            res.body.map((f: { name: string; options?: { value: string }[] }) => ({
              name: f.name,
              values: (f.options ?? []).map((o) => o.value),
            })),
          );
      }

      // Another tenant's data, as its own admin sees it through the API: must not change.
      const snapshotB = async () => {
        const seen: Record<string, string> = {};
        const paths = listRoutes
          .filter((r) => !GLOBAL_WRITES.some((g) => r.template.startsWith(g)))
          .map((r) => `${r.template}?limit=100`);
        for (const path of [...paths, '/api/v1/settings/', '/api/v1/tools/entities-count/', '/api/v1/auth/me/']) {
          const res = await request(ctx.port, 'GET', path, { host: b.host, token: bAdmin });
          // A spreadsheet is compared by its cells (the zip inside carries the time it was made).
          const xlsx = String(res.headers['content-type']).includes('spreadsheet');
          seen[path] = `${res.status} ${xlsx ? JSON.stringify(await readXlsx(res.buffer)) : res.text}`;
        }
        return seen;
      };
      const checksum = (seen: Record<string, string>) =>
        createHash('sha256').update(JSON.stringify(seen)).digest('hex');
      const before = await snapshotB();
      // The shipped reference data (ISO countries) is global: the fuzzer must leave every row of it alone.
      const countries = async () =>
        (
          await ctx.database.pool.query<{ ids: string }>(
            "select string_agg(id::text, ',' order by id) as ids, count(*) from geos where iso2 is not null",
          )
        ).rows[0]?.ids;
      const countriesBefore = await countries();

      const arbitraries = routes.map((route, index) => {
        const opts: GenOptions = { existingId: existingId(route), fixed: FIXED, onlyExistingIds: route.global };
        const params = fc.tuple(
          ...route.pathParams.map((p): fc.Arbitrary<ParamChoice> => {
            const isId = p.schema?.type === 'integer';
            return fc.oneof(
              {
                weight: 6,
                arbitrary: isId
                  ? fc.nat().map((n): ParamChoice => ({ kind: 'existing', n }))
                  : validValue(p.schema, opts).map((v): ParamChoice => ({ kind: 'valid', value: String(v) })),
              },
              {
                weight: 1,
                arbitrary: fc
                  .constantFrom('-1', '0', '1.5', '1e3', '0x10', '99999999999999999999', 'abc', '%00', '%2e%2e', '..')
                  .map((value): ParamChoice => ({ kind: 'raw', value })),
              },
              {
                weight: 1,
                arbitrary: fc
                  .oneof(fc.constantFrom(...JUNK_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }))
                  .map((value): ParamChoice => ({ kind: 'raw', value: encode(value) || '%20' })),
              },
            );
          }),
        );
        const filters = filterNames.get(route.key) ?? [];
        const query = fc
          .tuple(
            fc.record(Object.fromEntries(route.queryParams.map((q) => [q.name, queryValue(q.schema, opts)])), {
              requiredKeys: [],
            }),
            filters.length
              ? fc.array(
                  fc.tuple(
                    fc.constantFrom(...filters),
                    fc.oneof(fc.nat(), fc.constantFrom(...JUNK_STRINGS), fc.string({ maxLength: 20 })),
                  ),
                  { maxLength: 3 },
                )
              : fc.constant([] as [{ name: string; values: string[] }, number | string][]),
            fc.option(fc.constantFrom(...RAW_QUERY_JUNK), { freq: 6 }),
          )
          .map(([known, filterPairs, raw]) => {
            const parts = Object.entries(known).map(([k, v]) => `${encode(k)}=${encode(String(v))}`);
            for (const [f, v] of filterPairs) {
              const value = typeof v === 'number' ? (f.values[v % Math.max(1, f.values.length)] ?? String(v)) : v;
              parts.push(`${encode(f.name)}=${encode(value)}`);
            }
            if (raw) parts.push(raw);
            return parts.join('&');
          });
        const hasBody = route.method !== 'GET';
        const body = hasBody
          ? fc.oneof(
              { weight: 5, arbitrary: validValue(route.body, opts) },
              { weight: 5, arbitrary: mutatedValue(route.body, opts) },
            )
          : fc.constant(undefined);
        const envelope: fc.Arbitrary<Envelope> = hasBody
          ? fc.oneof(
              { weight: 400, arbitrary: fc.constant('json' as const) },
              {
                weight: 10,
                arbitrary: fc.constantFrom<Envelope>('none', 'broken-json', 'text-plain', 'form', 'empty-json'),
              },
              { weight: route.body ? 1 : 0, arbitrary: fc.constant('too-large' as const) },
            )
          : fc.constant('none' as const);
        const who = fc.oneof(
          { weight: 85, arbitrary: fc.constant<Who>('main') },
          { weight: 6, arbitrary: fc.constant<Who>('reader') },
          { weight: 6, arbitrary: fc.constant<Who>('anonymous') },
          { weight: 3, arbitrary: fc.constant<Who>('foreign') },
        );
        return fc.record({ params, query, body, envelope, who }).map((s): Spec => ({ ...s, route: index }));
      });
      const anyRequest = fc.oneof(...arbitraries);

      const counts = { requests: 0, byStatus: {} as Record<string, number>, validated: 0, transport: 0 };
      const failures: string[] = [];
      const perRoute = new Map<string, number>();

      // Global rows the fuzzer did not create are never written: a junk id that still reads as a number
      // ("0x10", "1e3") or a batch of small ids would otherwise delete other tests' tenants or real countries.
      const ownOf = (route: Route) => new Set(ownGlobal[globalPrefix(route.template)] ?? []);
      const guardId = (route: Route, id: number) => (ownOf(route).has(id) ? id : 2_000_000_000 + (id % 1000));
      const resolvePath = (route: Route, params: ParamChoice[]) => {
        let i = 0;
        return route.template.replace(/\{(\w+)\}/g, () => {
          const choice = params[i++] as ParamChoice;
          if (choice.kind === 'existing') return String(existingId(route)());
          const value = choice.kind === 'valid' ? encode(choice.value) || '%20' : choice.value;
          if (!route.global) return value;
          const asNumber = Number(decodeURIComponent(value.replace(/%(?![0-9A-F]{2})/gi, '%25')));
          return Number.isInteger(asNumber) && asNumber > 0 ? String(guardId(route, asNumber)) : value;
        });
      };
      const guardBody = (route: Route, body: unknown) => {
        if (!route.global || !body || typeof body !== 'object' || Array.isArray(body)) return body;
        const ids = (body as { ids?: unknown }).ids;
        if (!Array.isArray(ids)) return body;
        const safe = ids.map((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? guardId(route, v) : v));
        const copy: Record<string, unknown> = {};
        for (const k of Object.keys(body))
          withOwnKey(copy, k, k === 'ids' ? safe : (body as Record<string, unknown>)[k]);
        return copy;
      };

      const run = async (spec: Spec) => {
        const route = routes[spec.route] as Route;
        spec.body = guardBody(route, spec.body);
        const path = resolvePath(route, spec.params);
        const url = spec.query ? `${path}?${spec.query}` : path;
        let payload: Buffer | undefined;
        let type: string | undefined;
        switch (spec.envelope) {
          case 'json':
            payload = Buffer.from(JSON.stringify(spec.body) ?? 'null');
            type = 'application/json';
            break;
          case 'broken-json':
            payload = Buffer.from(`${(JSON.stringify(spec.body) ?? '{').slice(0, -1)}`);
            type = 'application/json';
            break;
          case 'text-plain':
            payload = Buffer.from(JSON.stringify(spec.body) ?? 'x');
            type = 'text/plain';
            break;
          case 'form':
            payload = Buffer.from('a=1&b=%ZZ&__proto__[x]=1');
            type = 'application/x-www-form-urlencoded';
            break;
          case 'empty-json':
            payload = Buffer.alloc(0);
            type = 'application/json';
            break;
          case 'too-large':
            payload = Buffer.from(ONE_MIB_AND_MORE);
            type = 'application/json';
            break;
        }
        const out = await send(ctx.port, a.host, route.method, url, tokens[spec.who], payload, type);
        counts.requests++;
        if (RUNS >= 20_000 && counts.requests % 10_000 === 0) {
          const over = Object.entries(counts.byStatus).filter(([st]) => Number(st) >= 500);
          console.log(
            `fuzz: ${counts.requests} requests after ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
              `responses >= 500 so far: ${over.reduce((n, [, c]) => n + c, 0)}, failures so far: ${failures.length}`,
          );
        }
        perRoute.set(route.key, (perRoute.get(route.key) ?? 0) + 1);
        const show = () =>
          `${route.method} ${url.slice(0, 300)} as ${spec.who} [${spec.envelope}] ${JSON.stringify(spec.body)?.slice(0, 300)}`;
        if (out.error) {
          // A body over the limit may be cut off by the server while it is still being sent: that is the refusal.
          if (spec.envelope === 'too-large' && /EPIPE|ECONNRESET/.test(out.error)) return;
          counts.transport++;
          failures.push(`transport ${out.error}: ${show()}`);
          return;
        }
        counts.byStatus[out.status] = (counts.byStatus[out.status] ?? 0) + 1;
        if (out.status >= 500) {
          failures.push(`${out.status} ${out.text.slice(0, 200)}: ${show()}`);
          return;
        }
        if (spec.who === 'foreign' && out.status !== 401) failures.push(`foreign token got ${out.status}: ${show()}`);
        // The fuzzer's own session must survive everything it sends (only a login answers 401 to it).
        if (spec.who === 'main' && out.status === 401 && !route.template.endsWith('/auth/login/'))
          failures.push(`the tenant admin's session was lost: ${show()}`);
        const json = out.contentType.includes('json') && out.text ? JSON.parse(out.text) : undefined;
        if (out.status >= 400 && (typeof json?.detail !== 'string' || !json.detail)) {
          failures.push(`${out.status} without a {detail} body (${out.text.slice(0, 100)}): ${show()}`);
        }
        if (out.status >= 200 && out.status < 300) {
          if (route.method === 'POST' && out.status === 201 && Number.isInteger(json?.id)) {
            if (route.global) ownGlobal[globalPrefix(route.template)]?.push(json.id);
            else idsA.push(json.id);
          }
          const schema = route.responses[String(out.status)];
          if (schema && json !== undefined) {
            counts.validated++;
            const parsed = schema.safeParse(json);
            if (!parsed.success)
              failures.push(
                `${out.status} body does not match its schema (${parsed.error.issues
                  .slice(0, 3)
                  .map((i) => `${i.path.join('.')}: ${i.message}`)
                  .join('; ')}): ${show()}`,
              );
          }
        }
      };

      console.log(`fuzz: ${routes.length} routes, ${RUNS} requests, seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);
      await fc.assert(
        fc.asyncProperty(fc.array(anyRequest, { minLength: CONCURRENCY, maxLength: CONCURRENCY }), async (batch) => {
          await Promise.all(batch.map(run));
        }),
        { numRuns: Math.ceil(RUNS / CONCURRENCY), seed: SEED },
      );

      // Leave the shared global tables as they were: delete the tenants, countries and cities the fuzzer made.
      for (const prefix of ['/api/v1/cities/', '/api/v1/geos/', '/api/v1/clients/']) {
        for (const id of ownGlobal[prefix] ?? [])
          await request(ctx.port, 'DELETE', `${prefix}${id}/`, { host: a.host, token: tokens.main });
      }

      const after = await snapshotB();
      const seconds = (Date.now() - started) / 1000;
      const fiveHundreds = Object.entries(counts.byStatus)
        .filter(([s]) => Number(s) >= 500)
        .reduce((n, [, c]) => n + c, 0);
      console.log(
        `fuzz: ${counts.requests} requests in ${seconds.toFixed(1)} s over ${perRoute.size} routes; ` +
          `responses >= 500: ${fiveHundreds}; transport errors: ${counts.transport}; ` +
          `2xx bodies checked against their schema: ${counts.validated}; statuses ${JSON.stringify(counts.byStatus)}`,
      );

      expect(failures.slice(0, 25)).toEqual([]);
      expect(fiveHundreds).toBe(0);
      expect(rejections.map(String)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
      expect(await countries(), 'ISO countries').toBe(countriesBefore);
      const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
      expect(
        changed.map((k) => `${k}\n  before ${before[k]?.slice(0, 1500)}\n  after  ${after[k]?.slice(0, 1500)}`),
        'tenant B as its admin sees it',
      ).toEqual([]);
      expect(checksum(after)).toBe(checksum(before));
      // Still healthy afterwards, and still logged in.
      expect((await request(ctx.port, 'GET', '/api/v1/health/')).status).toBe(200);
      expect((await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: a.host, token: tokens.main })).status).toBe(
        200,
      );
      if (RUNS >= routes.length * 4) expect(perRoute.size).toBe(routes.length);
    },
    Math.max(120_000, RUNS * 60),
  );
});
