import type { TUser } from '@intel/contracts';
import type { users } from '../../db/schema/index.ts';
import type { AnyRow } from '../../lib/resource-def.ts';
import { iso } from '../curation/children.ts';

type UserRow = typeof users.$inferSelect;

export async function presentUsers(rows: AnyRow[]): Promise<TUser[]> {
  return (rows as UserRow[]).map((r) => ({
    id: r.id,
    email: r.email,
    alias: r.alias,
    is_admin: r.isAdmin,
    is_research: r.isResearch || r.isAdmin,
    is_tenant_admin: r.isTenantAdmin,
    disabled: r.disabled,
    last_login_at: r.lastLoginAt ? (iso(r.lastLoginAt) as string) : null,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}
