import { defineAbilities } from '../../policies/abilities.ts';

/** Lookups that reach the web or cross records: the research team's tools. Icons are for everyone. */
export const enrichPolicy = defineAbilities('enrich', {
  suggestFromWebPage: 'research',
  ownersOfEmail: 'research',
  readIcons: 'open',
});
