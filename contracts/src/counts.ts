import { z } from 'zod';
import { ENTITY_KINDS } from './constants.ts';

/** One kind's counts; hidden_count only for admins, paywall_count not for anonymous callers of entities-count. */
export const ZKindCount = z.object({
  public_count: z.number().int(),
  paywall_count: z.number().int().optional(),
  hidden_count: z.number().int().optional(),
});
export type TKindCount = z.infer<typeof ZKindCount>;

export const ZEntityCounts = z.record(z.enum(ENTITY_KINDS), ZKindCount);
export type TEntityCounts = z.infer<typeof ZEntityCounts>;

export const ZKindParams = z.object({ kind: z.enum(ENTITY_KINDS) }).strict();

/** Total a visitor sees for one kind: the sum of the counts the server gave them. */
export function totalOf(c: TKindCount | undefined): number {
  if (!c) return 0;
  return c.public_count + (c.paywall_count ?? 0) + (c.hidden_count ?? 0);
}
