import { z } from 'zod';
import { ZSettings, ZSettingsPatch } from './settings.ts';

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

/**
 * The 403 detail a disabled tenant's own users get on every API call (its sessions ended when it was
 * disabled); the SPA recognises it and says the workspace is disabled. Anyone else meets
 * `404 Unknown tenant`, as for a tenant that does not exist.
 */
export const WORKSPACE_DISABLED = 'This workspace is disabled';

export const ZTenantParams = z.object({ tenant: z.string().min(1).max(63) }).strict();

/**
 * Names no tenant may take: infrastructure hosts, the app's own hosts and words that would
 * confuse visitors. The default tenant's subdomain is taken by its own row.
 */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'admin',
  'app',
  'apps',
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'ftp',
  'static',
  'assets',
  'cdn',
  'media',
  'files',
  'img',
  'images',
  'docs',
  'status',
  'support',
  'help',
  'blog',
  'auth',
  'login',
  'account',
  'accounts',
  'billing',
  'dashboard',
  'internal',
  'system',
  'root',
  'localhost',
  'default',
  'dev',
  'staging',
] as const;

/** A tenant subdomain: one DNS label (RFC 1123), lower case, not reserved. */
export const ZSubdomain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter a subdomain.')
  .max(63, 'Use at most 63 characters.')
  .regex(/^[a-z0-9-]*$/, 'Use only letters a–z, digits and hyphens.')
  .refine((v) => !v.startsWith('-') && !v.endsWith('-'), 'It cannot start or end with a hyphen.')
  .refine((v) => v.slice(2, 4) !== '--', 'Hyphens in the 3rd and 4th places are kept for internationalised names.')
  .refine((v) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(v), 'This name is reserved: choose another.');

/** A tenant as the tenant admins see it: its host, its settings and whether it is the caller's own. */
export const ZClient = ZSettings.extend({
  id: z.number().int(),
  subdomain: z.string(),
  /** `{subdomain}.{BASE_DOMAIN}`, without a port. */
  host: z.string(),
  disabled: z.boolean(),
  /** The tenant the caller is signed in to: it cannot be deleted, disabled or renamed from here. */
  is_current: z.boolean(),
  /** The default tenant (the `www` host): it cannot be deleted, disabled or renamed. */
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TClient = z.infer<typeof ZClient>;

/** POST /clients/: the tenant, its settings and its first admin user. */
export const ZClientCreate = z
  .object({
    ...ZSettingsPatch.shape,
    subdomain: ZSubdomain,
    name: z.string().trim().min(1, 'Give the tenant a name.').max(120),
    admin_email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'Enter a valid email address.' })),
    admin_password: z.string().min(10, 'Use at least 10 characters.').max(256),
    disabled: z.boolean().optional(),
  })
  .strict();
export type TClientCreate = z.infer<typeof ZClientCreate>;

/** PATCH /clients/{id}/: settings, subdomain and the disabled flag; users are managed inside the tenant. */
export const ZClientPatch = z
  .object({
    ...ZSettingsPatch.shape,
    subdomain: ZSubdomain.optional(),
    disabled: z.boolean().optional(),
  })
  .strict();
export type TClientPatch = z.infer<typeof ZClientPatch>;
