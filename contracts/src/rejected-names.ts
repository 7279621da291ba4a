import { z } from 'zod';
import { ZListQuery, ZPage } from './common.ts';

/**
 * A name the tenant rejected (issue 15 item 4): processing never suggests it again, unless someone
 * reconsiders it. `name` is the name as last suggested when the suggestion is still there, else the
 * normalised name the rejection is kept under.
 */
export const ZRejectedName = z.object({
  id: z.number().int(),
  kind: z.enum(['organization', 'person']),
  name: z.string(),
  normalized_name: z.string(),
  created_at: z.string(),
});
export type TRejectedName = z.infer<typeof ZRejectedName>;

export const ZRejectedNamePage = ZPage(ZRejectedName);
export type TRejectedNamePage = z.infer<typeof ZRejectedNamePage>;

export const ZRejectedNameQuery = ZListQuery.pick({ limit: true, offset: true, search: true }).extend({
  kind: z.enum(['organization', 'person']).optional(),
});
export type TRejectedNameQuery = z.infer<typeof ZRejectedNameQuery>;

/** Reconsider a rejected name: suggested again from the next processing; `reprocess` also queues the items that name it. */
export const ZReconsiderBody = z
  .object({
    reprocess: z.boolean().default(false),
  })
  .strict();
export type TReconsiderBody = z.infer<typeof ZReconsiderBody>;

export const ZReconsiderResult = z.object({
  id: z.number().int(),
  kind: z.enum(['organization', 'person']),
  name: z.string(),
  /** Raw data items queued for processing again (0 unless `reprocess`). */
  reprocessed: z.number().int(),
});
export type TReconsiderResult = z.infer<typeof ZReconsiderResult>;
