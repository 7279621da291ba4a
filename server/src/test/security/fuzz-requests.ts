/** The fuzz test's settings, route table and request sender (see fuzz.test.ts). */
import http from 'node:http';
import fc from 'fast-check';
import { z } from 'zod';
import { type GenOptions, type JsonSchema, JUNK_STRINGS, toJsonSchema, validValue } from './json-schema-arbitrary.ts';

export const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 5_000));
export const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
export const CONCURRENCY = 8;
export const REQUEST_TIMEOUT_MS = 20_000;

/** Routes left out, and why (each is covered elsewhere). */
export const EXCLUDED: Record<string, string> = {
  'POST /api/v1/auth/logout/': 'would end the fuzzer’s own session (auth.test.ts)',
  'GET /api/v1/events/': 'a stream (live-events.test.ts)',
  'GET /api/v1/raw-data/extract-data/': 'fetches the URL it is given (safe-fetch.test.ts)',
  'GET /api/v1/assets/organizations/suggested_fields_from_url/': 'fetches the URL it is given (enrich.test.ts)',
  'POST /api/v1/dxlist/domains/{id}/enrich/': 'fetches the domain’s site (emails.test.ts)',
};
/** Global tables (tenants, countries, cities): writes only ever touch rows the fuzzer created itself. */
export const GLOBAL_WRITES = ['/api/v1/clients/', '/api/v1/geos/', '/api/v1/cities/'];
export const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** Forced values: never make the server fetch something (an LLM address, a page to collect). */
export const FIXED = { operator_llm_url: null };
/** Bodies for routes that read their body by hand (raw data accepts JSON with the form's fields). */
export const BODY_OVERRIDES: Record<string, JsonSchema> = {
  'POST /api/v1/raw-data/': {
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: 200 },
      text: { type: 'string', maxLength: 2000 },
      buckets: { type: 'string' },
      quick: { type: 'string', enum: ['true', 'false'] },
    },
  },
};
export const ONE_MIB_AND_MORE = `{"text":"${'x'.repeat(1024 * 1024 + 10)}"}`;

export type Who = 'main' | 'reader' | 'anonymous' | 'foreign';
export type Route = {
  key: string;
  method: string;
  template: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  responses: Record<string, z.ZodType>;
  global: boolean;
};
export type ParamChoice =
  | { kind: 'existing'; n: number }
  | { kind: 'raw'; value: string }
  | { kind: 'valid'; value: string };
export type Envelope = 'json' | 'none' | 'broken-json' | 'text-plain' | 'form' | 'empty-json' | 'too-large';
export type Spec = {
  route: number;
  params: ParamChoice[];
  query: string;
  body: unknown;
  envelope: Envelope;
  who: Who;
};
export type Outcome = { status: number; contentType: string; text: string; error?: string };

export const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** Percent-encodes UTF-8 bytes (lone surrogates become U+FFFD, as a browser would send them). */
export function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x2d || b === 0x5f
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

export function send(
  port: number,
  host: string,
  method: string,
  path: string,
  token: string | null,
  body?: Buffer,
  type?: string,
) {
  return new Promise<Outcome>((resolve) => {
    const headers: Record<string, string> = { host };
    if (token) headers.authorization = `Bearer ${token}`;
    if (type) headers['content-type'] = type;
    if (body) headers['content-length'] = String(body.length);
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', (err) => resolve({ status: 0, contentType: '', text: '', error: err.message }));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: 0, contentType: '', text: '', error: err.code ?? err.message }),
    );
    if (body) req.write(body);
    req.end();
  });
}

/** The routes to fuzz, from the OpenAPI document of the app's route table. */
export function fuzzRoutes(doc: { paths: Record<string, Record<string, JsonSchema>> }): Route[] {
  const routes: Route[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      const key = `${method} ${template}`;
      if (!template.startsWith('/api/v1/') || key in EXCLUDED) continue;
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      const queryParams = parameters.filter((p) => p.in === 'query');
      if (!WRITE_METHODS.has(method) && queryParams.length === 0) continue;
      const responses: Record<string, z.ZodType> = {};
      for (const [code, r] of Object.entries((op.responses ?? {}) as Record<string, JsonSchema>)) {
        const schema = r.content?.['application/json']?.schema;
        if (schema && code.startsWith('2')) responses[code] = z.fromJSONSchema(toJsonSchema(schema) as never);
      }
      routes.push({
        key,
        method,
        template,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams,
        body: BODY_OVERRIDES[key] ?? op.requestBody?.content?.['application/json']?.schema,
        responses,
        global: WRITE_METHODS.has(method) && GLOBAL_WRITES.some((g) => template.startsWith(g)),
      });
    }
  }
  return routes;
}

export const queryValue = (schema: JsonSchema, opts: GenOptions) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: validValue(schema, opts).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...JUNK_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  );
export const RAW_QUERY_JUNK = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__.polluted=1',
  'polluted=1&polluted=2',
  'limit=1&limit=2',
  '%',
  '%ZZ=1',
  '=1',
  '&&&',
  'limit',
  'a[]=1&a[]=2',
  'search=%00',
  `search=${'%F0%9F%92%A9'.repeat(60)}`,
  `x=${'y'.repeat(2_000)}`,
];
