import { defineAbilities } from '../../policies/abilities.ts';

/** Quick search: everybody, over the records they may see. */
export const searchPolicy = defineAbilities('search', { quickSearch: 'open' });
