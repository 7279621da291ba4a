import { z } from 'zod';

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  alias: z.string().nullable(),
  is_admin: z.boolean(),
  is_research: z.boolean(),
  is_tenant_admin: z.boolean(),
  disabled: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserCreate = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'Enter a valid email address.' })),
    alias: z.string().trim().max(64).nullable().optional(),
    password: z.string().min(10, 'Use at least 10 characters.').max(256),
    is_admin: z.boolean().optional(),
    is_research: z.boolean().optional(),
    disabled: z.boolean().optional(),
  })
  .strict();
export type TUserCreate = z.infer<typeof ZUserCreate>;
/** On update the password is optional: given, it resets the user's password. */
export const ZUserPatch = ZUserCreate.extend({
  password: z.string().min(10, 'Use at least 10 characters.').max(256).optional(),
})
  .partial()
  .strict();
export type TUserPatch = z.infer<typeof ZUserPatch>;
