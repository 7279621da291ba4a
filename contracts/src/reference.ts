import { z } from 'zod';
import { ZCuratedIn, ZCuratedOut } from './common.ts';

/** Countries and regions: global reference data (tenant admins edit them). */
export const ZGeo = z.object({
  id: z.number().int(),
  name: z.string(),
  iso2: z.string().nullable(),
  iso3: z.string().nullable(),
  kind: z.enum(['country', 'region']),
  parent_id: z.number().int().nullable(),
  city_count: z.number().int(),
});
export type TGeo = z.infer<typeof ZGeo>;
export const ZGeoCreate = z
  .object({
    name: z.string().trim().min(1, 'Give the geo a name.').max(120),
    iso2: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Two letters (ISO 3166-1 alpha-2).')
      .nullable()
      .optional(),
    iso3: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Three letters (ISO 3166-1 alpha-3).')
      .nullable()
      .optional(),
    kind: z.enum(['country', 'region']).optional(),
    parent_id: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type TGeoCreate = z.infer<typeof ZGeoCreate>;
export const ZGeoPatch = ZGeoCreate.partial().strict();
export type TGeoPatch = z.infer<typeof ZGeoPatch>;

export const ZCity = z.object({
  id: z.number().int(),
  name: z.string(),
  geo_id: z.number().int().nullable(),
  geo_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TCity = z.infer<typeof ZCity>;
export const ZCityCreate = z
  .object({
    name: z.string().trim().min(1, 'Give the city a name.').max(120),
    geo_id: z.number().int().positive().nullable().optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
  })
  .strict();
export type TCityCreate = z.infer<typeof ZCityCreate>;
export const ZCityPatch = ZCityCreate.partial().strict();
export type TCityPatch = z.infer<typeof ZCityPatch>;

export const ZTerm = z.object({
  ...ZCuratedOut,
  term: z.string(),
  definition: z.string(),
  aliases: z.array(z.string()),
});
export type TTerm = z.infer<typeof ZTerm>;
export const ZTermCreate = z
  .object({
    term: z.string().trim().min(1, 'Give the term.').max(200),
    definition: z.string().trim().max(10_000).optional(),
    aliases: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
    ...ZCuratedIn,
  })
  .strict();
export type TTermCreate = z.infer<typeof ZTermCreate>;
export const ZTermPatch = ZTermCreate.partial().strict();
export type TTermPatch = z.infer<typeof ZTermPatch>;
