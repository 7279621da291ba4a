import { z } from 'zod';

/** What a highlighted stretch of a raw data item's text is. */
export const MENTION_KINDS = ['organization', 'person', 'keyword', 'term', 'place', 'email', 'phone', 'url'] as const;

/**
 * A ledger entry the text suggests (issue 15 item 2): the investor's organization and the investee's name
 * as the vehicle's, with the sentence that says so. Offered, never written: the analyst opens the ledger's
 * form filled in with it.
 */
export const ZLedgerSuggestion = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  name: z.string(),
  evidence: z.string(),
});
export type TLedgerSuggestion = z.infer<typeof ZLedgerSuggestion>;

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
      /** What the text says of it: a person's roles, an organization's investments and owners. */
      roles: z.array(z.string()),
      accepted_entity_id: z.number().int().nullable(),
      ledger: z.array(ZLedgerSuggestion),
    })
    .nullable(),
  entity: z
    .object({
      type: z.string(),
      id: z.number().int(),
      name: z.string(),
      /** Linked by the analyst's choice (kept when the item is processed again), not by processing. */
      chosen: z.boolean(),
      /**
       * Other organizations or people with the same name (issue 15 item 7): processing linked the probable
       * one; these are offered instead, each with what tells them apart (a person's organizations, an
       * organization's city or website).
       */
      alternatives: z.array(z.object({ id: z.number().int(), name: z.string(), detail: z.string() })),
      /**
       * An organization's investments the text states in another organization that is a record too (issue 34
       * item 4): offered as ledger entries of this record's, as a suggestion's are.
       */
      ledger: z.array(ZLedgerSuggestion).optional(),
    })
    .nullable(),
});
export type TMention = z.infer<typeof ZMention>;

export const ZAnnotations = z.object({ text: z.string(), mentions: z.array(ZMention) });
export type TAnnotations = z.infer<typeof ZAnnotations>;

/** Links a raw data item to another record of the same name instead of the one processing chose. */
export const ZRelinkBody = z
  .object({
    entity_type: z.enum(['Organization', 'Person']),
    from_id: z.number().int().positive(),
    to_id: z.number().int().positive(),
  })
  .strict();
export type TRelinkBody = z.infer<typeof ZRelinkBody>;
