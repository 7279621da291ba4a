import { defineAbilities } from '../../policies/abilities.ts';

/**
 * Personal API tokens (issue 38): every logged-in user keeps their own; admins see and revoke every
 * token of their tenant. Creating one needs a login session (routes.ts), never another token.
 */
export const apiTokensPolicy = defineAbilities('apiTokens', { manageOwn: 'login', manageTenant: 'admin' });
