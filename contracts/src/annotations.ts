import { z } from 'zod';

/** What a highlighted stretch of a raw data item's text is. */
export const MENTION_KINDS = ['organization', 'person', 'keyword', 'term', 'place', 'email', 'phone', 'url'] as const;

/** One highlighted mention: a suggestion to review, a record it links to, or a contact. */
export const ZMention = z.object({
  start: z.number().int(),
  end: z.number().int(),
  kind: z.enum(MENTION_KINDS),
  suggestion: z
    .object({
      id: z.number().int(),
      kind: z.enum(['organization', 'person']),
      name: z.string(),
      status: z.enum(['suggested', 'accepted', 'rejected']),
      roles: z.array(z.string()),
      accepted_entity_id: z.number().int().nullable(),
    })
    .nullable(),
  entity: z.object({ type: z.string(), id: z.number().int(), name: z.string() }).nullable(),
});
export type TMention = z.infer<typeof ZMention>;

export const ZAnnotations = z.object({ text: z.string(), mentions: z.array(ZMention) });
export type TAnnotations = z.infer<typeof ZAnnotations>;
