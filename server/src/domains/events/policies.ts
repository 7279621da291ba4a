import { defineAbilities } from '../../policies/abilities.ts';

/** Live events: any logged-in user subscribes; which channels they hear is `policies/channels.ts`. */
export const liveEventsPolicy = defineAbilities('liveEvents', {
  subscribe: 'login',
});
