import { z } from 'zod';

/** Share codes are 10 base62 characters (about 59 random bits): short enough to read out, not guessable. */
export const SHARE_CODE_LENGTH = 10;
export const SHARE_CODE_PATTERN = /^[0-9A-Za-z]{10}$/;

export const SHARE_CODE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type TShareCodeStatus = (typeof SHARE_CODE_STATUSES)[number];

/** A share code as admins see it; the link is `/s/{code}` on the tenant's host. */
export const ZShareCode = z.object({
  id: z.number().int(),
  code: z.string(),
  target_type: z.enum(['category', 'section']),
  category_id: z.number().int().nullable(),
  section_id: z.number().int().nullable(),
  /** The shared category's or section's name ("Markets › Robotics" for a section). */
  target_name: z.string(),
  /** Visibility of the shared category or section: a share shows public content only. */
  target_visibility: z.enum(['hidden', 'paywalled', 'public']),
  status: z.enum(SHARE_CODE_STATUSES),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  view_count: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type TShareCode = z.infer<typeof ZShareCode>;

const ZTargetId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZExpiresAt = z.iso.datetime({ offset: true, message: 'Use an ISO date and time, e.g. 2030-01-31T23:59:59Z.' });

/** POST /share-codes/: one category or one section, and an optional expiry in the future. */
export const ZShareCodeCreate = z
  .object({
    category_id: ZTargetId.optional(),
    section_id: ZTargetId.optional(),
    expires_at: ZExpiresAt.nullable().optional(),
  })
  .strict()
  .refine((v) => (v.category_id === undefined) !== (v.section_id === undefined), {
    message: 'Share either one category or one section.',
    path: ['category_id'],
  });
export type TShareCodeCreate = z.infer<typeof ZShareCodeCreate>;

/** PATCH /share-codes/{id}/: change the expiry, or revoke (for good: a revoked code never works again). */
export const ZShareCodePatch = z
  .object({
    expires_at: ZExpiresAt.nullable().optional(),
    revoked: z.literal(true, { message: 'A revoked code cannot be restored: create a new one.' }).optional(),
  })
  .strict();
export type TShareCodePatch = z.infer<typeof ZShareCodePatch>;

export const ZShareCodeParams = z.object({ code: z.string().max(64) }).strict();
