import { defineAbilities } from '../../policies/abilities.ts';

/** The workspace's settings (paywall message and link, …): its admins read and change them. */
export const settingsPolicy = defineAbilities('settings', {
  read: 'admin',
  edit: 'admin',
});
