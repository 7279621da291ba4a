import { z } from 'zod';
import { ZCuratedIn, ZCuratedOut, ZOptionalText } from './common.ts';

const ZSortOrder = z.number().int().min(0).max(100_000).optional();

export const ZCategory = z.object({
  ...ZCuratedOut,
  name: z.string(),
  description: z.string().nullable(),
  sort_order: z.number().int(),
  section_count: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;
export const ZCategoryCreate = z
  .object({
    name: z.string().trim().min(1, 'Give the category a name.').max(200),
    description: ZOptionalText(5000),
    sort_order: ZSortOrder,
    ...ZCuratedIn,
  })
  .strict();
export type TCategoryCreate = z.infer<typeof ZCategoryCreate>;
export const ZCategoryPatch = ZCategoryCreate.partial().strict();
export type TCategoryPatch = z.infer<typeof ZCategoryPatch>;

export const ZSection = z.object({
  ...ZCuratedOut,
  /** Null (both) when the caller may not see the category. */
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  sort_order: z.number().int(),
  fact_count: z.number().int(),
});
export type TSection = z.infer<typeof ZSection>;
export const ZSectionCreate = z
  .object({
    category_id: z.number().int().positive(),
    name: z.string().trim().min(1, 'Give the section a name.').max(200),
    description: ZOptionalText(5000),
    sort_order: ZSortOrder,
    ...ZCuratedIn,
  })
  .strict();
export type TSectionCreate = z.infer<typeof ZSectionCreate>;
export const ZSectionPatch = ZSectionCreate.partial().strict();
export type TSectionPatch = z.infer<typeof ZSectionPatch>;

export const ZFact = z.object({
  ...ZCuratedOut,
  /** Null (both) when the caller may not see the section. */
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  text: z.string(),
  source_links: z.array(z.string()),
  sort_order: z.number().int(),
});
export type TFact = z.infer<typeof ZFact>;
export const ZFactCreate = z
  .object({
    section_id: z.number().int().positive(),
    text: z.string().trim().min(1, 'Write the fact.').max(5000),
    source_links: z
      .array(
        z
          .string()
          .trim()
          .max(2000)
          .regex(/^https?:\/\/\S+$/i, 'Use http or https links.'),
      )
      .max(20)
      .optional(),
    sort_order: ZSortOrder,
    ...ZCuratedIn,
  })
  .strict();
export type TFactCreate = z.infer<typeof ZFactCreate>;
export const ZFactPatch = ZFactCreate.partial().strict();
export type TFactPatch = z.infer<typeof ZFactPatch>;

/** The Intelbooks outline a visitor may see: categories → sections → facts, in order. */
export const ZFactTree = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    sections: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        description: z.string().nullable(),
        facts: z.array(z.object({ id: z.number().int(), text: z.string(), source_links: z.array(z.string()) })),
      }),
    ),
  }),
);
export type TFactTree = z.infer<typeof ZFactTree>;
