import { defineAbilities } from '../../policies/abilities.ts';

/** Counts per kind: everybody sees the public teaser, a reader their own, admins every visibility. */
export const countsPolicy = defineAbilities('counts', {
  readTeaser: 'open',
  readOwn: 'login',
  readAll: 'admin',
});
