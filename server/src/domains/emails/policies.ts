import { defineAbilities } from '../../policies/abilities.ts';

/**
 * The email list: anyone may submit addresses through the public form (budgeted per address and
 * hour); the research team reads, edits, enriches and removes them, and submits without the hourly budget.
 */
export const emailsPolicy = defineAbilities('emails', {
  submit: 'open',
  submitUnbudgeted: 'research',
  read: 'research',
  write: 'research',
});
export const emailDomainsPolicy = defineAbilities('emailDomains', { read: 'research', write: 'research' });
