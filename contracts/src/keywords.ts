import { z } from 'zod';
import { ZCuratedIn, ZCuratedOut, ZOptionalText, ZSlug } from './common.ts';

export const ZKeyword = z.object({
  ...ZCuratedOut,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Records tagged with it (what a delete would touch). */
  usage_count: z.number().int(),
});
export type TKeyword = z.infer<typeof ZKeyword>;

export const ZKeywordCreate = z
  .object({
    name: z.string().trim().min(1, 'Give the keyword a name.').max(120),
    slug: ZSlug.optional(),
    description: ZOptionalText(),
    ...ZCuratedIn,
  })
  .strict();
export type TKeywordCreate = z.infer<typeof ZKeywordCreate>;
export const ZKeywordPatch = ZKeywordCreate.partial().strict();
export type TKeywordPatch = z.infer<typeof ZKeywordPatch>;
