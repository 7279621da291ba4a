import { defineAbilities } from '../../policies/abilities.ts';

/**
 * Watches and alerts (issue 38): any logged-in user follows records and saved questions and reads
 * their own alerts; what an alert shows is decided when it is read (visible.ts).
 */
export const watchesPolicy = defineAbilities('watches', {
  watch: 'login',
  readAlerts: 'login',
});
