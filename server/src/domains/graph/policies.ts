import { defineAbilities } from '../../policies/abilities.ts';

/** The network: everybody explores what they may see; raw data and suggestions appear to the research team only. */
export const graphPolicy = defineAbilities('graph', {
  explore: 'open',
  seeResearchNodes: 'research',
});
