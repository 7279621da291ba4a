import { defineAbilities } from '../../policies/abilities.ts';

/** A workspace's public face: its name and look, read before anyone logs in. */
export const workspacePolicy = defineAbilities('workspace', { readPublicInfo: 'open' });
