import { defineAbilities } from '../../policies/abilities.ts';

/** The Operator answers everybody over what they may see; questions about selected raw data need the research team. */
export const operatorPolicy = defineAbilities('operator', {
  ask: 'open',
  askAboutRawData: 'research',
});
