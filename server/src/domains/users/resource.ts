import { type TUser, type TUserCreate, type TUserPatch, ZUser, ZUserCreate, ZUserPatch } from '@intel/contracts';
import { ilike, or } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { users } from '../../db/schema/index.ts';
import { booleanFilter } from '../../lib/filters.ts';
import { badRequest, forbidden } from '../../lib/http-errors.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { mayManageUser } from '../../policies/users.ts';
import { endSessionsOf, findUserById } from '../auth/repository.ts';
import { hashPassword } from '../auth/tokens.ts';
import { usersPolicy } from './policies.ts';
import { presentUsers } from './presenters.ts';

async function refuseAbove(ctx: Ctx, id: number) {
  const target = await findUserById(ctx.tx, ctx.tenantId, id);
  if (target && !mayManageUser(ctx.principal, target))
    throw forbidden('You cannot change or delete a user whose role is above yours.');
}

/** Users of the tenant (admin group). An admin cannot lock themselves out; passwords are only ever set, never shown. */
export const userResource: ResourceDef<TUser, TUserCreate, TUserPatch> = {
  path: '/users',
  tag: 'users',
  entityType: 'User',
  label: 'User',
  table: users,
  readAbility: usersPolicy.read,
  writeAbility: usersPolicy.write,
  out: ZUser,
  create: ZUserCreate,
  patch: ZUserPatch as never,
  list: {
    table: users,
    orderings: {
      email: users.email,
      alias: users.alias,
      last_login_at: users.lastLoginAt,
      updated_at: users.updatedAt,
      created_at: users.createdAt,
    },
    defaultOrdering: 'email',
    idColumn: users.id,
    search: (q) => or(ilike(users.email, `%${q}%`), ilike(users.alias, `%${q}%`)) as never,
    filters: [
      booleanFilter(users.isAdmin, 'is_admin', 'Admin'),
      booleanFilter(users.isResearch, 'is_research', 'Research'),
      booleanFilter(users.disabled, 'disabled', 'Disabled'),
    ],
  },
  async values(input) {
    return {
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.alias !== undefined ? { alias: input.alias || null } : {}),
      ...(input.is_admin !== undefined ? { isAdmin: input.is_admin } : {}),
      ...(input.is_research !== undefined ? { isResearch: input.is_research } : {}),
      ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    };
  },
  async afterWrite(ctx, id, input, isCreate) {
    // The row as written: nobody can set is_tenant_admin here, so a user above the caller before
    // the write (a tenant admin, for an admin) is still above them after it, and the write rolls back.
    await refuseAbove(ctx, id);
    // A reset password or a disabled account ends every session (re-enabling revives none); a
    // change of one's own password keeps the session it was made from.
    if (!isCreate && (input.password || input.disabled === true))
      await endSessionsOf(ctx.tx, ctx.tenantId, id, id === ctx.userId ? ctx.tokenHash : null);
    if (id !== ctx.userId) return;
    if (input.is_admin === false)
      throw badRequest('You cannot remove your own admin role.', { is_admin: ['Ask another admin.'] });
    if (input.disabled === true)
      throw badRequest('You cannot disable your own account.', { disabled: ['Ask another admin.'] });
  },
  async beforeDelete(ctx, id) {
    if (id === ctx.userId) throw badRequest('You cannot delete your own account.');
    await refuseAbove(ctx, id);
  },
  present: presentUsers,
  xlsx: [
    { header: 'ID', key: 'id', value: (u) => u.id },
    { header: 'Email', key: 'email', width: 30, value: (u) => u.email },
    { header: 'Alias', key: 'alias', width: 20, value: (u) => u.alias },
    { header: 'Admin', key: 'admin', value: (u) => u.is_admin },
    { header: 'Research', key: 'research', value: (u) => u.is_research },
    { header: 'Disabled', key: 'disabled', value: (u) => u.disabled },
  ],
};
