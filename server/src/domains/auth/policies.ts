import { defineAbilities } from '../../policies/abilities.ts';

/** What a caller may do with their own account (signing in and resetting a password are open to all). */
export const accountPolicy = defineAbilities('account', {
  signIn: 'open',
  signOut: 'login',
  readOwn: 'login',
  editOwn: 'login',
  keepPreferences: 'login',
});
