import { z } from 'zod';

/** Every personal API token starts with this, so that it is told apart from a session token at a glance. */
export const API_TOKEN_PREFIX = 'inpat_';

/** How long a new token lives, in days; `null` (never expires) is for admins only. */
export const API_TOKEN_EXPIRIES = [30, 90, 365] as const;

/** Live tokens one user may hold at once. */
export const API_TOKENS_PER_USER = 50;

export const ZApiTokenCreate = z
  .object({
    name: z.string().trim().min(1, 'Give the token a name.').max(80, 'Keep the name under 80 characters.'),
    expires_in_days: z
      .union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
        message: 'Choose 30, 90 or 365 days (or no expiry, for admins).',
      })
      .default(90),
    read_only: z.boolean().default(false),
  })
  .strict();
export type TApiTokenCreate = z.input<typeof ZApiTokenCreate>;

/** A token as listed: never its secret. `hint` is its first characters, to recognise it. */
export const ZApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  hint: z.string(),
  read_only: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** The answer to creating a token: the only time its secret is shown. */
export const ZApiTokenCreated = ZApiToken.extend({ token: z.string() });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>;

export const ZApiTokenList = z.object({ results: z.array(ZApiToken) });
export type TApiTokenList = z.infer<typeof ZApiTokenList>;

/** A token of the tenant as its admins see it: with its owner. */
export const ZTenantApiToken = ZApiToken.extend({ user_id: z.number().int(), user_email: z.string() });
export type TTenantApiToken = z.infer<typeof ZTenantApiToken>;

export const ZTenantApiTokenQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
export const ZTenantApiTokenList = z.object({ count: z.number().int(), results: z.array(ZTenantApiToken) });
export type TTenantApiTokenList = z.infer<typeof ZTenantApiTokenList>;
