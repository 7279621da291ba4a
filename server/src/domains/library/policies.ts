import { defineAbilities } from '../../policies/abilities.ts';

/** Publications, lists and snapshot series: read by all within their visibility, kept by the research team. */
export const libraryPolicy = defineAbilities('library', {
  read: 'open',
  write: 'research',
  /** A publication's paywall link: for logged-in readers. */
  readPaywallLink: 'login',
});
export const listsPolicy = defineAbilities('lists', { read: 'open', write: 'research', editItems: 'research' });
export const snapshotsPolicy = defineAbilities('snapshots', { read: 'open', write: 'research' });
