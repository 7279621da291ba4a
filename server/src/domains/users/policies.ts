import { defineAbilities } from '../../policies/abilities.ts';

/**
 * Accounts of the workspace: its admins manage them, never one above their own role
 * (`mayManageUser` in policies/users.ts).
 */
export const usersPolicy = defineAbilities('users', { read: 'admin', write: 'admin' });
