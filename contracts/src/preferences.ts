import { z } from 'zod';

/** A preference's value is kept small: it is read on every list screen's first paint. */
export const PREFERENCE_MAX_BYTES = 16 * 1024;

/** "table:assets-organizations": lowercase letters, digits, ':', '_' and '-' (no slash). */
export const ZPreferenceKey = z
  .string()
  .regex(/^[a-z0-9:_-]{1,80}$/, "Use 1 to 80 lowercase letters, digits, ':', '_' or '-' for the key.");

/** Keys a user may keep: enough for every table and screen, not a store for anything else. */
export const PREFERENCES_PER_USER = 200;

export const ZPreferenceParams = z.object({ key: ZPreferenceKey }).strict();
export type TPreferenceParams = z.infer<typeof ZPreferenceParams>;

/** Bytes of a value as the server stores it (JSON, UTF-8). */
export const preferenceBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/** PUT /auth/me/preferences/{key}/: any JSON value (not null) of at most 16 KB. */
export const ZPreferencePut = z
  .object({
    value: z
      .unknown()
      .refine((v) => v !== undefined && v !== null, 'Give the preference a value (any JSON but null).')
      .refine(
        (v) => preferenceBytes(v) <= PREFERENCE_MAX_BYTES,
        `Keep the preference under ${PREFERENCE_MAX_BYTES / 1024} KB of JSON.`,
      ),
  })
  .strict();
export type TPreferencePut = z.infer<typeof ZPreferencePut>;

export const ZPreference = z.object({
  key: z.string(),
  value: z.unknown(),
  updated_at: z.string(),
});
export type TPreference = z.infer<typeof ZPreference>;

/** GET /auth/me/preferences/?prefix=table: — every saved key with that prefix (one request, never a 404). */
export const ZPreferenceListQuery = z.object({
  prefix: z
    .string()
    .regex(/^[a-z0-9:_-]{0,80}$/, "Use at most 80 lowercase letters, digits, ':', '_' or '-' for the prefix.")
    .optional(),
});
export type TPreferenceListQuery = z.infer<typeof ZPreferenceListQuery>;
export const ZPreferenceList = z.object({ results: z.array(ZPreference) });
export type TPreferenceList = z.infer<typeof ZPreferenceList>;

/**
 * The preference a table keeps under `table:<resource path>` (web ResourceTable): column keys in
 * display order, the hidden ones, and widths in pixels. Unknown keys are ignored when read back,
 * so a column added to a screen later simply appears at the end.
 */
export const ZTableColumnsPref = z.object({
  order: z.array(z.string().max(80)).max(100).default([]),
  hidden: z.array(z.string().max(80)).max(100).default([]),
  widths: z.record(z.string().max(80), z.number().int().min(40).max(2000)).default({}),
});
export type TTableColumnsPref = z.infer<typeof ZTableColumnsPref>;

/** `table:/assets/organizations` → `table:assets-organizations` (the key alphabet has no slash). */
export const tablePreferenceKey = (path: string): string =>
  `table:${path
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')}`.slice(0, 80);
