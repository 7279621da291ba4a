import type { LIST_TYPES } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import { ledgerEntries, libraryEntries, organizations, people } from '../../db/schema/index.ts';

/** The record table of each list type and how its items are named. */
export function itemSource(type: (typeof LIST_TYPES)[number]) {
  switch (type) {
    case 'OrganizationsList':
      return {
        table: organizations,
        id: organizations.id,
        tenant: organizations.tenantId,
        vis: organizations.visibility,
        name: organizations.nameDba,
      };
    case 'PeopleList':
      return {
        table: people,
        id: people.id,
        tenant: people.tenantId,
        vis: people.visibility,
        name: sql<string>`coalesce(nullif(trim(coalesce(${people.nameGiven}, '') || ' ' || coalesce(${people.nameFamily}, '')), ''), ${people.nameNickname}, ${people.nameLegal}, '(unnamed)')`,
      };
    case 'LedgerList':
      return {
        table: ledgerEntries,
        id: ledgerEntries.id,
        tenant: ledgerEntries.tenantId,
        vis: ledgerEntries.visibility,
        name: ledgerEntries.name,
      };
    default:
      return {
        table: libraryEntries,
        id: libraryEntries.id,
        tenant: libraryEntries.tenantId,
        vis: libraryEntries.visibility,
        name: libraryEntries.title,
      };
  }
}
