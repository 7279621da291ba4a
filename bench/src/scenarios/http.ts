import type { Ctx } from '../context.ts';
import { drive, type LoadRequest, type LoadResult } from '../drive.ts';
import { httpRequest } from '../processes.ts';
import { type Criterion, judge, type Row } from '../report.ts';

/**
 * One HTTP scenario: the app's requests, the baseline's equivalent requests, and the target's
 * criteria. Every connection cycles through its request list, so values rotate.
 */
export type HttpScenario = {
  id: string;
  name: string;
  app: LoadRequest[];
  appHeaders: Record<string, string>;
  baseline: LoadRequest[] | null;
  target: string;
  criteria(app: LoadResult, baseline: LoadResult | null): Criterion[];
  /** A route that other engineers are still building: a 404 means "not available", not an error. */
  optional?: boolean;
  /** Builds the app's requests just before the run (when they depend on the data, e.g. page links). */
  prepare?(): Promise<LoadRequest[]>;
  /** Extra checks after the run (e.g. counts exact after writes): more criteria and details. */
  after?(): Promise<{ criteria: Criterion[]; details?: unknown; measured?: string }>;
};

const share = (r: LoadResult) => (r.requests ? (r.non2xx + r.errors + r.timeouts) / r.requests : 1);

export class SuiteError extends Error {}

/** Sends the first request of a list once, as autocannon would, and answers its status and body. */
async function probe(port: number, req: LoadRequest, headers: Record<string, string>) {
  const r = req.setup ? req.setup({ ...req }) : req;
  return httpRequest(port, r.method ?? 'GET', r.path, {
    headers: { ...headers, ...(r.headers ?? {}) },
    ...(r.body !== undefined ? { raw: Buffer.from(r.body) } : {}),
  });
}

/**
 * Many users behind a proxy (the app runs with TRUST_PROXY=1): every app request comes from its own
 * `X-Forwarded-For` address, so per-address rate limits (login 60 a minute, the Operator 120) do not
 * turn a run into a measure of the rate limiter.
 */
function fromManyAddresses(requests: LoadRequest[]): LoadRequest[] {
  return requests.map((r) => ({
    ...r,
    setup: (req) => {
      const out = r.setup ? r.setup(req) : req;
      return { ...out, headers: { ...(out.headers ?? {}), 'x-forwarded-for': nextAddress() } };
    },
  }));
}

export async function runHttpScenario(ctx: Ctx, scenario: HttpScenario): Promise<Row> {
  const requests = scenario.prepare ? await scenario.prepare() : scenario.app;
  const s = { ...scenario, app: fromManyAddresses(requests) };
  const row: Row = {
    id: s.id,
    scenario: s.name,
    rps: null,
    p50: null,
    p99: null,
    baselineRps: null,
    ratio: null,
    measured: '',
    target: s.target,
    verdict: 'error',
    note: '',
  };
  const first = s.app[0];
  if (!first) throw new SuiteError(`${s.id}: no requests`);
  const check = await probe(ctx.app.port, first, s.appHeaders);
  if (check.status === 404 && s.optional) {
    row.verdict = 'not available';
    row.note = `${first.method ?? 'GET'} ${first.path.split('?')[0]} answers 404`;
    return row;
  }
  if ((check.status < 200 || check.status >= 300) && s.optional) {
    // Someone else's route that answers, but not to this request shape: say so, do not fail the suite.
    row.note = `${first.method ?? 'GET'} ${first.path.split('?')[0]} → ${check.status}: ${check.body.slice(0, 160)}`;
    return row;
  }
  if (check.status < 200 || check.status >= 300) {
    throw new SuiteError(
      `${s.id}: ${first.method ?? 'GET'} ${first.path} → ${check.status}: ${check.body.slice(0, 300)}`,
    );
  }
  const connections = ctx.connections;
  if (ctx.warmup > 0) {
    await drive({ port: ctx.app.port, requests: s.app, headers: s.appHeaders, seconds: ctx.warmup, connections });
  }
  ctx.log(`  ${s.name}: app ${ctx.seconds} s`);
  const app = await drive({
    port: ctx.app.port,
    requests: s.app,
    headers: s.appHeaders,
    seconds: ctx.seconds,
    connections,
  });
  if (share(app) > 0.01) {
    // The request shape was right (the probe answered 2xx): failures under load are the app's, a result.
    row.rps = app.rps;
    row.p50 = app.p50;
    row.p99 = app.p99;
    row.note = `under load: ${app.non2xx} non-2xx answers, ${app.errors} errors, ${app.timeouts} timeouts of ${app.requests} requests (${JSON.stringify(app.statusCodes)})`;
    row.details = { app };
    return row;
  }
  let base: LoadResult | null = null;
  if (s.baseline && ctx.baseline) {
    const bcheck = await probe(ctx.baseline.port, s.baseline[0] as LoadRequest, {});
    if (bcheck.status < 200 || bcheck.status >= 300) {
      throw new SuiteError(`${s.id}: baseline → ${bcheck.status}: ${bcheck.body.slice(0, 300)}`);
    }
    if (ctx.warmup > 0) {
      await drive({ port: ctx.baseline.port, requests: s.baseline, seconds: Math.min(1, ctx.warmup), connections });
    }
    ctx.log(`  ${s.name}: baseline ${ctx.seconds} s`);
    base = await drive({ port: ctx.baseline.port, requests: s.baseline, seconds: ctx.seconds, connections });
    if (share(base) > 0.01) {
      throw new SuiteError(
        `${s.id}: baseline had ${base.non2xx} non-2xx answers (${JSON.stringify(base.statusCodes)})`,
      );
    }
  }
  row.rps = app.rps;
  row.p50 = app.p50;
  row.p99 = app.p99;
  row.baselineRps = base?.rps ?? null;
  row.ratio = base ? app.rps / base.rps : null;
  const extra = s.after ? await s.after() : { criteria: [] };
  const result = judge([...s.criteria(app, base), ...extra.criteria]);
  row.verdict = result.verdict;
  row.note = result.note;
  row.measured = extra.measured ?? '';
  row.details = { app, baseline: base, ...(extra.details ? { check: extra.details } : {}) };
  return row;
}

const ratioCriterion = (app: LoadResult, base: LoadResult | null, min: number): Criterion => ({
  label: 'ratio to baseline',
  actual: base ? app.rps / base.rps : null,
  op: '>=',
  limit: min,
  unit: '×',
});

/** The HTTP scenarios of the big tenant, in the order they run (writes before the counts check). */
export function httpScenarios(ctx: Ctx, opts: { exactCounts: () => Promise<{ exact: boolean; details: unknown }> }) {
  const host = { host: ctx.host };
  const auth = (role: keyof Ctx['tokens']) => ({ ...host, authorization: `Bearer ${ctx.tokens[role]}` });
  const ds = ctx.dataset;
  const big = ctx.big;

  const list = (
    id: string,
    name: string,
    appPath: string,
    param: string,
    values: string[],
    ordering: string,
    baseKind: string,
  ): HttpScenario => ({
    id,
    name,
    app: values.map((v) => ({ path: `${appPath}?${param}=${encodeURIComponent(v)}&ordering=${ordering}&limit=50` })),
    appHeaders: auth('research'),
    baseline: values.map((v) => ({ path: `/list/${baseKind}?value=${encodeURIComponent(v)}&limit=50&vis=all` })),
    target: '≥ 0.8× baseline; p99 ≤ 30 ms',
    criteria: (app, base) => {
      firstPages.set(id, app);
      return [ratioCriterion(app, base, 0.8), { label: 'p99', actual: app.p99, op: '<=', limit: 30, unit: ' ms' }];
    },
  });
  /** Page one of each list scenario as measured, for the deep-page comparison. */
  const firstPages = new Map<string, LoadResult>();

  /** Page `page` of the organizations list by name, reached through its `next` links (keyset cursors). */
  const deepPages = async (page: number): Promise<LoadRequest[]> => {
    const out: LoadRequest[] = [];
    for (const v of ['Private', 'Public', 'Non-profit']) {
      let path: string | null =
        `/api/v1/assets/organizations/?ownership_type=${encodeURIComponent(v)}&ordering=name_dba&limit=50`;
      let deepest: string | null = null;
      for (let i = 1; i < page && path; i += 1) {
        const r = await httpRequest(ctx.app.port, 'GET', path, { headers: auth('research') });
        path = r.json<{ next: string | null }>().next;
        if (path) deepest = path;
      }
      // A smaller scale (the smoke run's 10k) has fewer pages: the deepest one reached stands in.
      const target = path ?? deepest;
      if (target) out.push({ path: target });
    }
    if (!out.length) throw new SuiteError('list-deep: no list has a second page');
    return out;
  };

  // A fixed sample of the big tenant's organizations for detail reads and patches.
  const sample: number[] = [];
  for (let i = 0; i < 200; i++) sample.push(big.orgs.first + Math.floor((((i * 7919) % 1000) / 1000) * big.orgs.count));
  let created = 0;
  let patched = 0;
  const keywordId = big.keywords.first;

  const counts = (role: 'admin' | 'research' | 'reader', view: string): HttpScenario => ({
    id: `counts-${role}`,
    name: `counts (${role === 'reader' ? 'paywall reader' : role})`,
    app: [{ path: '/api/v1/tools/entities-count/' }],
    appHeaders: auth(role),
    baseline: [{ path: `/counts?view=${view}` }],
    target: '≥ 4,000 req/s; p99 ≤ 10 ms; exact after writes',
    criteria: (app) => [
      { label: 'req/s', actual: app.rps, op: '>=', limit: 4000, unit: '' },
      { label: 'p99', actual: app.p99, op: '<=', limit: 10, unit: ' ms' },
    ],
    after: async () => {
      const r = await opts.exactCounts();
      return {
        criteria: [{ label: 'counts differing from the rows', actual: r.exact ? 0 : 1, op: '<=', limit: 0, unit: '' }],
        details: r.details,
        measured: r.exact ? 'exact after the write mix' : 'NOT exact after the write mix',
      };
    },
  });

  const questions = [
    'VC funds in Berlin founded after 2015',
    'podcasts about fintech published since 2020',
    'top 10 latest organizations',
    'people in London',
    'reports published in 2019',
    'organizations not in Germany',
  ];

  const scenarios: HttpScenario[] = [
    {
      id: 'health',
      name: 'health (select 1)',
      app: [{ path: '/api/v1/health/' }],
      appHeaders: host,
      baseline: [{ path: '/health' }],
      target: '',
      criteria: () => [],
    },
    list(
      'list-organizations',
      'list organizations (ownership filter, by name)',
      '/api/v1/assets/organizations/',
      'ownership_type',
      ['Private', 'Public', 'Non-profit'],
      'name_dba',
      'organizations',
    ),
    list(
      'list-people',
      'list people (gender filter, by family name)',
      '/api/v1/assets/people/',
      'gender',
      ['F', 'M'],
      'name_family',
      'people',
    ),
    list(
      'list-library',
      'list library (type filter, newest first)',
      '/api/v1/assets/library/',
      'type',
      ['Article', 'Report', 'Podcast'],
      '-publish_date',
      'library',
    ),
    {
      id: 'list-deep',
      name: 'page 200 of a list (organizations by name, keyset)',
      app: [],
      prepare: () => deepPages(200),
      appHeaders: auth('research'),
      baseline: null,
      target: 'within 1.2× page 1 (list organizations)',
      criteria: (app) => {
        const first = firstPages.get('list-organizations');
        return [
          {
            label: 'p50 vs page 1',
            actual: first && first.p50 > 0 ? app.p50 / first.p50 : null,
            op: '<=',
            limit: 1.2,
            unit: '×',
          },
          { label: 'req/s vs page 1', actual: first ? app.rps / first.rps : null, op: '>=', limit: 1 / 1.2, unit: '×' },
        ];
      },
    },
    {
      id: 'detail',
      name: 'detail read (organization)',
      app: sample.map((id) => ({ path: `/api/v1/assets/organizations/${id}/` })),
      appHeaders: auth('research'),
      baseline: sample.map((id) => ({ path: `/detail/organizations/${id}?vis=all` })),
      target: '≥ 0.8× baseline',
      criteria: (app, base) => [ratioCriterion(app, base, 0.8)],
    },
    {
      id: 'graph-open',
      name: 'network: open a record with 200 neighbours (keywords)',
      // The most used keywords tag thousands of records: each opens with a full page of 200.
      app: Array.from({ length: 10 }, (_, i) => ({ path: `/api/v1/graph/keywords/${keywordId + i}/?limit=200` })),
      appHeaders: auth('research'),
      baseline: null,
      target: 'p99 ≤ 100 ms',
      criteria: (app) => [{ label: 'p99', actual: app.p99, op: '<=', limit: 100, unit: ' ms' }],
    },
    {
      id: 'graph-expand',
      name: 'network: expand a node (organization, first page of 40)',
      app: sample.map((id) => ({ path: `/api/v1/graph/organizations/${id}/?limit=40` })),
      appHeaders: auth('research'),
      baseline: null,
      target: 'p50 ≤ 50 ms',
      criteria: (app) => [{ label: 'p50', actual: app.p50, op: '<=', limit: 50, unit: ' ms' }],
    },
    {
      id: 'search',
      name: `quick search (${ds.searchTerms.length} rotating terms)`,
      app: ds.searchTerms.map((t) => ({ path: `/api/v1/search/?q=${encodeURIComponent(t.term)}` })),
      appHeaders: auth('research'),
      baseline: ds.searchTerms.map((t) => ({ path: `/search?q=${encodeURIComponent(t.term)}&vis=all` })),
      target: 'p50 ≤ 10 ms; p99 ≤ 50 ms; ≥ 500 req/s',
      criteria: (app) => [
        { label: 'p50', actual: app.p50, op: '<=', limit: 10, unit: ' ms' },
        { label: 'p99', actual: app.p99, op: '<=', limit: 50, unit: ' ms' },
        { label: 'req/s', actual: app.rps, op: '>=', limit: 500, unit: '' },
      ],
    },
    {
      id: 'write-mix',
      name: 'create/patch mix (organizations, 1:1)',
      app: [
        {
          method: 'POST',
          path: '/api/v1/assets/organizations/',
          headers: { 'content-type': 'application/json' },
          setup: (req) => ({ ...req, body: JSON.stringify(createBody(++created, keywordId)) }),
        },
        {
          method: 'PATCH',
          path: `/api/v1/assets/organizations/${sample[0]}/`,
          headers: { 'content-type': 'application/json' },
          setup: (req) => {
            patched += 1;
            return {
              ...req,
              path: `/api/v1/assets/organizations/${sample[patched % sample.length]}/`,
              body: JSON.stringify({ description: `Updated by the bench (${patched})` }),
            };
          },
        },
      ],
      appHeaders: auth('research'),
      baseline: [
        {
          method: 'POST',
          path: '/organizations',
          headers: { 'content-type': 'application/json' },
          setup: (req) => ({ ...req, body: JSON.stringify(createBody(++created, keywordId)) }),
        },
        {
          method: 'PATCH',
          path: `/organizations/${sample[0]}`,
          headers: { 'content-type': 'application/json' },
          setup: (req) => {
            patched += 1;
            return {
              ...req,
              path: `/organizations/${sample[patched % sample.length]}`,
              body: JSON.stringify({ description: `Updated by the bench (${patched})` }),
            };
          },
        },
      ],
      target: '',
      criteria: () => [],
    },
    counts('admin', 'admin'),
    counts('research', 'paywall'),
    counts('reader', 'paywall'),
    {
      id: 'login',
      name: 'login (argon2id)',
      app: [
        {
          method: 'POST',
          path: '/api/v1/auth/login/',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'research@bench.test', password: ds.password }),
        },
      ],
      appHeaders: host,
      baseline: [
        {
          method: 'POST',
          path: '/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'research@bench.test', password: ds.password }),
        },
      ],
      target: '',
      criteria: () => [],
    },
    {
      id: 'operator',
      name: 'Operator question (nlp-to-query)',
      app: questions.map((q) => ({
        method: 'POST' as const,
        path: '/api/v1/ai-assistant/queries/nlp-to-query',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: q }),
      })),
      appHeaders: auth('research'),
      baseline: null,
      target: '',
      criteria: () => [],
      optional: true,
    },
  ];
  return scenarios;
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

function createBody(n: number, keywordId: number) {
  return {
    name_dba: `Bench New Capital ${n}`,
    visibility: (['public', 'paywalled', 'hidden'] as const)[n % 3],
    ownership_type: 'Private',
    founding_date: { date: '2019-01-01', incomplete_day: true, incomplete_month: true, incomplete_year: false },
    keyword_ids: [keywordId],
  };
}
