import { defineAbilities } from '../../policies/abilities.ts';

/**
 * Curated records: read by all within their visibility, written and merged by the research team,
 * who alone see admin notes (and a ledger entry's private link).
 */
export const organizationsPolicy = defineAbilities('organizations', {
  read: 'open',
  write: 'research',
  merge: 'research',
  readInternal: 'research',
});
export const peoplePolicy = defineAbilities('people', {
  read: 'open',
  write: 'research',
  merge: 'research',
  readInternal: 'research',
});
export const ledgerPolicy = defineAbilities('ledger', {
  read: 'open',
  write: 'research',
  readInternal: 'research',
});
/** A merge is undone by the research team, whatever the kind merged. */
export const mergesPolicy = defineAbilities('merges', { undo: 'research' });
