import { type Ability, defineAbilities } from './abilities.ts';

const history = defineAbilities('history', { read: 'research' });

/**
 * A record's history (who changed which field, from what to what) is research-team data, and never
 * less guarded than the records themselves: the research team's, or the record's own read ability
 * where that is narrower (users, share codes, tenants).
 */
export const historyPolicy = {
  read: history.read,
  readOf(recordRead: Ability): Ability {
    return recordRead.group === 'admin' || recordRead.group === 'tenantAdmin' ? recordRead : history.read;
  },
};
