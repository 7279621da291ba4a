import { z } from 'zod';

/** GET /clients/info/{tenant}/ (SPEC §3 "Tenant info"). */
export const ZTenantInfo = z.object({
  id: z.number().int().nullable(),
  exists: z.boolean(),
  name: z.string().nullable(),
  payment_access_link: z.string().nullable(),
  payment_access_message: z.string().nullable(),
  chat_link: z.string().nullable(),
});
export type TTenantInfo = z.infer<typeof ZTenantInfo>;

export const ZTenantParams = z.object({ tenant: z.string().min(1).max(63) }).strict();
