import type { TMe, TPreference } from '@intel/contracts';
import type { Tenant } from '../tenancy/repository.ts';
import type { PreferenceRow } from './preferences-repository.ts';
import type { UserRow } from './repository.ts';

/** The logged-in user with the tenant's payment settings (login, /auth/me/). */
export function presentMe(user: UserRow, tenant: Tenant): TMe {
  return {
    email: user.email,
    alias: user.alias,
    id: user.id,
    is_admin: user.isAdmin,
    is_research: user.isResearch || user.isAdmin,
    is_tenant_admin: user.isTenantAdmin,
    asset_id: user.assetId,
    tenant_id: tenant.id,
    payment_access_link: tenant.paymentAccessLink,
    payment_access_message: tenant.paymentAccessMessage,
  };
}

/** A saved preference as the API answers it. */
export const presentPreference = (row: PreferenceRow): TPreference => ({
  key: row.key,
  value: row.value,
  updated_at: row.updatedAt.toISOString(),
});
