import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written from their contract's schema without validating them again with zod: a
 * picker compiled once per route copies the keys the schema declares, and nothing else, which is
 * what keeps a field the caller may not read out of an answer (a key a presenter left in). Zod's
 * own encoding walked and checked every value of every row (a tenth of a list request's Node time);
 * the presenters already build each value to its type. Schemas with parts whose output depends on
 * the value (unions, pipes, transforms, lazy or tuple parts) keep zod's encoding. Under the tests
 * every answer goes through zod as before and is compared with the picker's, so a presenter that
 * breaks its contract or a picker that differs from zod fails there.
 */
type Pick = (value: unknown) => unknown;
// biome-ignore lint/suspicious/noExplicitAny: zod's internal definition object
type Def = Record<string, any>;

const same: Pick = (v) => v;

/** The picker of `schema`, or null when its output is not only a choice of declared keys. */
export function compilePicker(schema: z.ZodType): Pick | null {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'literal':
    case 'unknown':
    case 'any':
      return same;
    case 'optional':
    case 'nullable': {
      const inner = compilePicker(def.innerType);
      if (!inner) return null;
      return (v) => (v === undefined || v === null ? v : inner(v));
    }
    case 'default': {
      const inner = compilePicker(def.innerType);
      if (!inner) return null;
      return (v) => (v === undefined ? def.defaultValue : inner(v));
    }
    case 'array': {
      const element = compilePicker(def.element);
      if (!element) return null;
      if (element === same) return (v) => v;
      return (v) => (Array.isArray(v) ? v.map(element) : v);
    }
    case 'record': {
      const value = compilePicker(def.valueType);
      if (value !== same) return null;
      return same;
    }
    case 'object':
      return objectPicker(def);
    default:
      return null;
  }
}

function objectPicker(def: Def): Pick | null {
  const catchall = def.catchall?._zod.def.type as string | undefined;
  // A loose object answers keys it does not declare: zod decides what those become.
  if (catchall && catchall !== 'never') return null;
  const keys: [string, Pick][] = [];
  for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
    const pick = compilePicker(field);
    if (!pick) return null;
    keys.push([key, pick]);
  }
  return (v) => {
    if (v === null || typeof v !== 'object') return v;
    const source = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, pick] of keys) {
      const value = source[key];
      if (value !== undefined) out[key] = pick(value);
    }
    return out;
  };
}

const checked = !!process.env.VITEST;

/** Fastify's serializer for the routes' response schemas: the picker where one compiles, zod elsewhere. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema as z.ZodType;
  const viaZod = zodSerializerCompiler(route as never) as (data: unknown) => string;
  const pick = schema instanceof z.ZodType ? compilePicker(schema) : null;
  if (!pick) return viaZod;
  if (!checked) return (data) => JSON.stringify(pick(data));
  return (data) => {
    const written = viaZod(data);
    const picked = JSON.stringify(pick(data));
    if (picked !== written) {
      throw new Error(`${route.method} ${route.url}: the picked answer differs from zod's:\n${picked}\n${written}`);
    }
    return picked;
  };
};
