import { zodResolver } from '@hookform/resolvers/zod';
import { fieldLabel, humanError, withScheme } from '@intel/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { parsePartialDate, partialDateText } from './partial-date-field.tsx';

/**
 * One field of a form. `TPatch` is the contract's create/patch body (e.g. TOrganizationCreate): a
 * field's `name` must be one of its keys, so a misspelt or removed field is a type error.
 */
export type FieldDef<TPatch = Record<string, unknown>> = FieldShape & { name: keyof TPatch & string };

type FieldShape =
  | { label: string; type: 'text' | 'textarea' | 'url' | 'email'; required?: boolean; helper?: string }
  | { label: string; type: 'number'; helper?: string; min?: number; max?: number; step?: number }
  | {
      label: string;
      type: 'select';
      options: readonly string[] | { value: string; label: string }[];
      required?: boolean;
      helper?: string;
    }
  | { label: string; type: 'switch'; helper?: string }
  | {
      label: string;
      type: 'visibility';
      /** Said after who sees each visibility (which one is the default is said from the form's default). */
      helper?: string;
    }
  | { label: string; type: 'partial-date' }
  | { label: string; type: 'date' }
  | { label: string; type: 'tags'; helper?: string }
  | {
      label: string;
      type: 'refs';
      /** Options to pick from: id + label. */
      options: { id: number; label: string }[];
      multiple?: boolean;
      helper?: string;
    };

export type FormValues = Record<string, unknown>;

/** Form state ← record: partial dates become their text form. */
export function toFormValues(fields: FieldDef[], record: FormValues | undefined): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = record?.[f.name];
    if (f.type === 'partial-date') out[f.name] = partialDateText(v as never);
    else if (f.type === 'switch') out[f.name] = !!v;
    else if (f.type === 'tags') out[f.name] = Array.isArray(v) ? v : [];
    else if (f.type === 'refs') out[f.name] = v ?? (f.multiple ? [] : null);
    else if (f.type === 'visibility') out[f.name] = v ?? 'hidden';
    else out[f.name] = v ?? '';
  }
  return out;
}

/** Form state → request body; a field error map when a value cannot be sent. */
export function toBody(fields: FieldDef[], values: FormValues): { body: FormValues; errors: Record<string, string> } {
  const body: FormValues = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'partial-date') {
      const p = parsePartialDate(String(v ?? ''));
      if (p === 'invalid')
        errors[f.name] = `${f.label}: use a year, a year and month, or a full date (2019, 2019-03, 2019-03-12).`;
      else body[f.name] = p;
    } else if (f.type === 'number') {
      const n = v === '' || v === null || v === undefined ? null : Number(v);
      if (n !== null && Number.isNaN(n)) errors[f.name] = `${f.label} must be a number, e.g. 12 or 3.5.`;
      body[f.name] = n;
    } else if (f.type === 'date' || f.type === 'select') {
      body[f.name] = v === '' ? null : v;
    } else if (f.type === 'url') {
      // A bare domain is a link too ("example.org" → https://example.org), as on the server.
      body[f.name] = typeof v === 'string' && v.trim() ? withScheme(v) : v;
    } else if (f.type === 'text' || f.type === 'email' || f.type === 'textarea') {
      if (f.required && !String(v ?? '').trim()) errors[f.name] = `Fill in ${f.label}.`;
      body[f.name] = v;
    } else body[f.name] = v;
  }
  return { body, errors };
}

/** The first message under a field, however deep the schema nested it (emails.2 → emails). */
function firstMessage(e: unknown): string | undefined {
  if (!e || typeof e !== 'object') return undefined;
  const m = (e as { message?: unknown }).message;
  if (typeof m === 'string' && m) return m;
  for (const v of Object.values(e)) {
    const inner = firstMessage(v);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * react-hook-form resolver: the form's own conversions (partial dates, numbers, links), then the
 * whole contract schema through the zod resolver, so every field's error shows in one round.
 */
export function formResolver(
  fields: FieldDef[],
  schema: z.ZodType | undefined,
  prepare: ((body: FormValues) => FormValues) | undefined,
): Resolver<FormValues> {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const schemaResolver = schema
    ? zodResolver(schema as never, { error: humanError } as never, { raw: true })
    : undefined;
  return async (values, context, options) => {
    const { body, errors } = toBody(fields, values);
    const sent = prepare ? prepare(body) : body;
    if (schemaResolver) {
      const result = await schemaResolver(sent as never, context, options as never);
      for (const [name, e] of Object.entries(result.errors as FieldErrors)) {
        const message = firstMessage(e);
        // Fields the form does not show (fixed by `prepare`) cannot be fixed here: the server will say.
        if (!byName.has(name) || errors[name] || !message) continue;
        errors[name] = message;
      }
    }
    const names = Object.keys(errors);
    if (!names.length) return { values: body, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(names.map((n) => [n, { type: 'validate', message: errors[n] }])),
    };
  };
}

/** "Website: Enter a link …" for the summary, unless the message already starts with the label. */
export function summaryLine(field: FieldDef | undefined, name: string, message: string): string {
  const label = field?.label ?? fieldLabel(name);
  return message.toLowerCase().includes(label.toLowerCase()) ? message : `${label}: ${message}`;
}
