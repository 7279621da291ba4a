import fc from 'fast-check';

/** A JSON schema as @fastify/swagger prints it for a route (OpenAPI 3.0 flavour: `nullable`, boolean exclusive bounds). */
// biome-ignore lint/suspicious/noExplicitAny: schemas are arbitrary JSON read from the route table
export type JsonSchema = Record<string, any>;

/**
 * OpenAPI 3.0 → JSON Schema 2020-12 (what `z.fromJSONSchema` reads): `nullable` becomes a union
 * with null and boolean `exclusiveMinimum`/`exclusiveMaximum` become numbers.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'nullable' || k === 'exclusiveMinimum' || k === 'exclusiveMaximum') continue;
    out[k] = toJsonSchema(v);
  }
  if (s.exclusiveMinimum === true) {
    out.exclusiveMinimum = s.minimum;
    delete out.minimum;
  } else if (typeof s.exclusiveMinimum === 'number') out.exclusiveMinimum = s.exclusiveMinimum;
  if (s.exclusiveMaximum === true) {
    out.exclusiveMaximum = s.maximum;
    delete out.maximum;
  } else if (typeof s.exclusiveMaximum === 'number') out.exclusiveMaximum = s.exclusiveMaximum;
  return s.nullable ? { anyOf: [out, { type: 'null' }] } : out;
}

/** Where generated ids come from: records that exist (this tenant's, another tenant's) or not. */
export type IdSource = () => number;

export type GenOptions = {
  /** An id of an existing record (drawn when the value is generated, so records created meanwhile count). */
  existingId: IdSource;
  /** Ids only from `existingId` (no small numbers that could name rows the fuzzer must not touch). */
  onlyExistingIds?: boolean;
  /** Values forced for some property names (e.g. URLs the server would fetch). */
  fixed?: Record<string, unknown>;
};

const SHORT = 24;
const FEW = 3;

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);
const email = fc.tuple(word, word).map(([a, b]) => `${a}@${b}.example.com`);
const webUrl = fc
  .tuple(fc.constantFrom('http', 'https'), word, word)
  .map(([s, h, p]) => `${s}://${h}.example.com/${p}`);
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const isoDateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
/** Readable text most of the time, any Unicode (astral planes, combining marks, RTL) some of the time. */
const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );

function stringArb(s: JsonSchema, key: string | undefined): fc.Arbitrary<string> {
  const min = Math.max(0, s.minLength ?? 0);
  const max = Math.max(min, Math.min(s.maxLength ?? SHORT, SHORT));
  if (s.format === 'date') return isoDate;
  if (s.format === 'date-time') return isoDateTime;
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email' || key === 'email' || key?.endsWith('_email')) return email;
  if (typeof s.pattern === 'string') {
    if (s.pattern.includes('https?')) return webUrl;
    if (s.pattern.includes('\\d{4}-')) return isoDate;
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .map((v) => v.slice(0, s.maxLength ?? 200))
        .filter((v) => v.length >= min);
    } catch {
      // A pattern fast-check cannot invert (look-ahead...): fall back to a domain-like word.
      return fc.tuple(word, word).map(([a, b]) => `${a}.${b}.example.com`);
    }
  }
  if (key?.includes('url') || key?.includes('link') || key === 'website') return webUrl;
  return text(min, max);
}

function numberBounds(s: JsonSchema, integer: boolean) {
  let min: number = typeof s.minimum === 'number' ? s.minimum : -1e9;
  let max: number = typeof s.maximum === 'number' ? s.maximum : 1e9;
  const step = integer ? 1 : 1e-6;
  if (s.exclusiveMinimum === true) min += step;
  else if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + step;
  if (s.exclusiveMaximum === true) max -= step;
  else if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - step;
  if (integer) {
    min = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    max = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  }
  return { min, max };
}

function isIdKey(key: string | undefined): boolean {
  return !!key && (key === 'id' || key === 'ids' || key.endsWith('_id') || key.endsWith('_ids') || key === 'itemId');
}

/**
 * Values that satisfy `schema` (as far as a JSON schema can say: zod refinements are not in it, so
 * some generated values are still refused — which is fine, the fuzzer wants both).
 */
export function validValue(schema: JsonSchema | undefined, opts: GenOptions, key?: string): fc.Arbitrary<unknown> {
  if (key && opts.fixed && key in opts.fixed) return fc.constant(opts.fixed[key]);
  if (!schema || typeof schema !== 'object' || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  const base = validNonNull(schema, opts, key);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function validNonNull(s: JsonSchema, opts: GenOptions, key: string | undefined): fc.Arbitrary<unknown> {
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union) && union.length) return fc.oneof(...union.map((u: JsonSchema) => validValue(u, opts, key)));
  if (Array.isArray(s.allOf) && s.allOf.length) return validValue(s.allOf[0], opts, key);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringArb(s, key);
    case 'integer': {
      const { min, max } = numberBounds(s, true);
      const small = fc.integer({ min: Math.max(min, -3), max: Math.max(Math.max(min, -3), Math.min(max, 60)) });
      if (isIdKey(key))
        return opts.onlyExistingIds
          ? fc.constant(0).map(() => opts.existingId())
          : fc.oneof(
              fc.constant(0).map(() => opts.existingId()),
              small,
            );
      return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
    }
    case 'number': {
      const { min, max } = numberBounds(s, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? FEW, FEW));
      return fc.array(validValue(s.items, opts, key), { minLength, maxLength });
    }
    case 'object':
      return objectArb(s, opts);
    default:
      if (s.properties) return objectArb(s, opts);
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArb(s: JsonSchema, opts: GenOptions): fc.Arbitrary<unknown> {
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(props);
  if (names.length === 0) {
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      return fc.dictionary(word, validValue(s.additionalProperties, opts), { maxKeys: FEW });
    return fc.dictionary(word, fc.jsonValue({ maxDepth: 1 }), { maxKeys: FEW });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) model[name] = validValue(props[name], opts, name);
  const required = ((s.required ?? []) as string[]).filter((r) => names.includes(r));
  return fc.record(model, { requiredKeys: required });
}

/** Values no schema accepts where it asked for something else: the fuzzer's vocabulary of junk. */
export const JUNK_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x1F',
  '0o17',
  '1_000',
  '9007199254740993',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  'é'.normalize('NFD'),
  '𝕏𝕐ℤ',
  '👩‍👩‍👧‍👦',
  "' OR '1'='1",
  "'; drop table organizations; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%ZZ',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
  '{{7*7}}',
  '=cmd|" /C calc"!A0',
  '2024-02-30',
  '0000-00-00',
  '9999-99-99T99:99:99Z',
];

export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...JUNK_STRINGS) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      -1,
      0,
      -0.5,
      2 ** 31,
      2 ** 53,
      -(2 ** 63),
      1e308,
      -1e308,
      Number.MIN_VALUE,
      true,
      false,
      null,
      [],
      {},
      [null],
      [[[]]],
      { '': '' },
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '𝕏', '\u0000', ' ', '=', '<'), fc.integer({ min: 1_000, max: 300_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 3_000 }).map((depth) => nested(depth)) },
);

/** `{"a":{"a":...}}` or `[[[...]]]`, `depth` levels deep. */
export function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

/** Keys that try to reach the prototype, forge ownership or escalate roles. */
export const DANGEROUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'polluted',
  'tenant_id',
  'tenantId',
  'id',
  'created_by',
  'is_admin',
  'is_tenant_admin',
  'is_research',
  'password_hash',
];

/** Sets an own, enumerable property — also `__proto__`, which plain assignment would not. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** Replaces the `n`-th (mod size) leaf or property of a JSON value with `junk`. */
export function replaceSomewhere(value: unknown, n: number, junk: unknown): unknown {
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 6 || v === null || typeof v !== 'object') return;
    for (const [k, child] of Object.entries(v)) {
      slots.push({ parent: v as Record<string, unknown>, key: Array.isArray(v) ? Number(k) : k });
      walk(child, depth + 1);
    }
  };
  const copy = structuredClone(value);
  walk(copy, 0);
  const slot = slots[n % Math.max(1, slots.length)];
  if (!slot) return junk;
  (slot.parent as Record<string | number, unknown>)[slot.key] = junk;
  return copy;
}

/**
 * Bodies that the schema does not accept, made from a valid one: a value of the wrong type or size
 * somewhere, a key that should not be there, or a body of the wrong shape altogether.
 */
export function mutatedValue(schema: JsonSchema | undefined, opts: GenOptions): fc.Arbitrary<unknown> {
  const valid = validValue(schema, opts);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fc.nat(), junkValue).map(([v, n, junk]) => replaceSomewhere(v, n, junk)),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fc.constantFrom(...DANGEROUS_KEYS), junkValue).map(([v, key, junk]) => {
        const target = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
        const poison = key === '__proto__' || key === 'constructor' || key === 'prototype';
        return withOwnKey(target, key, poison ? withOwnKey({}, 'polluted', junk ?? 'yes') : junk);
      }),
    },
    {
      weight: 1,
      arbitrary: valid.map((v) => withOwnKey({}, 'constructor', { prototype: { polluted: v ?? 'yes' } })),
    },
    { weight: 1, arbitrary: valid.map((v) => [v]) },
    { weight: 2, arbitrary: junkValue },
  );
}
