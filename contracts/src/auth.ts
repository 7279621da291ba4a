import { z } from 'zod';

export const ZLogin = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'Enter a valid email address.' })),
    password: z.string().min(1, 'Enter your password.').max(256),
  })
  .strict();
export type TLogin = z.infer<typeof ZLogin>;

/** Auth state of SPEC §3, answered by login and by GET /auth/me/. */
export const ZAuthState = z.object({
  token: z.string(),
  email: z.string(),
  alias: z.string().nullable(),
  id: z.number().int(),
  is_admin: z.boolean(),
  is_research: z.boolean(),
  is_tenant_admin: z.boolean(),
  asset_id: z.number().int().nullable(),
  tenant_id: z.number().int(),
  payment_access_link: z.string().nullable(),
  payment_access_message: z.string().nullable(),
});
export type TAuthState = z.infer<typeof ZAuthState>;

/** GET /auth/me/ answers the auth state without the token. */
export const ZMe = ZAuthState.omit({ token: true });
export type TMe = z.infer<typeof ZMe>;

export const ZMePatch = z
  .object({
    alias: z.string().trim().max(64).nullable().optional(),
    current_password: z.string().max(256).optional(),
    new_password: z.string().min(10, 'Use at least 10 characters.').max(256).optional(),
  })
  .strict()
  .refine((v) => !v.new_password || v.current_password, {
    message: 'Give your current password to set a new one.',
    path: ['current_password'],
  });
export type TMePatch = z.infer<typeof ZMePatch>;
