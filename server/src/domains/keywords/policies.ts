import { defineAbilities } from '../../policies/abilities.ts';

/** Keywords: read by all (usage counted over what the caller sees), kept by the research team. */
export const keywordsPolicy = defineAbilities('keywords', { read: 'open', write: 'research' });
