import {
  type TLedgerEntry,
  type TLedgerEntryCreate,
  type TLedgerEntryPatch,
  VEHICLE_TYPES,
  ZLedgerEntry,
  ZLedgerEntryCreate,
  ZLedgerEntryPatch,
} from '@intel/contracts';
import { ilike, or } from 'drizzle-orm';
import { ledgerEntries, organizations } from '../../db/schema/index.ts';
import {
  booleanFilter,
  choiceFilter,
  dateRangeFilter,
  keywordFilter,
  listFilter,
  numberRangeFilter,
  refFilter,
  visibilityFilter,
} from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { keywordsWithInsert, partialIn, pick, setKeywords } from './children.ts';
import { ledgerColumns } from './import-rows.ts';
import { ledgerPolicy } from './policies.ts';
import { LEDGER, ledgerRelated, presentLedger } from './presenters.ts';

type Row = typeof ledgerEntries.$inferSelect;

export const ledgerResource: ResourceDef<TLedgerEntry, TLedgerEntryCreate, TLedgerEntryPatch> = {
  path: '/assets/ledger',
  tag: 'ledger',
  entityType: LEDGER,
  label: 'Ledger entry',
  table: ledgerEntries,
  readAbility: ledgerPolicy.read,
  writeAbility: ledgerPolicy.write,
  out: ZLedgerEntry,
  create: ZLedgerEntryCreate,
  patch: ZLedgerEntryPatch,
  list: {
    table: ledgerEntries,
    orderings: {
      name: ledgerEntries.name,
      inv_date: ledgerEntries.invDate,
      ownership_percentage: ledgerEntries.ownershipPercentage,
      updated_at: ledgerEntries.updatedAt,
      created_at: ledgerEntries.createdAt,
    },
    defaultOrdering: '-updated_at',
    idColumn: ledgerEntries.id,
    search: (q) => or(ilike(ledgerEntries.name, `%${q}%`), ilike(ledgerEntries.owner, `%${q}%`)) as never,
    showOnDashboard: ledgerEntries.showOnDashboard,
    filters: [
      visibilityFilter(ledgerEntries, ledgerEntries.visibility),
      choiceFilter(ledgerEntries, ledgerEntries.vehicleType, 'vehicle_type', 'Vehicle type', VEHICLE_TYPES),
      keywordFilter(LEDGER, ledgerEntries, ledgerEntries.tenantId, ledgerEntries.id),
      listFilter('LedgerList', ledgerEntries.id),
      refFilter('organization', 'Organization', ledgerEntries.organizationId, organizations, 'Use organization ids.'),
      booleanFilter(ledgerEntries.owned, 'owned', 'Owned'),
      numberRangeFilter(ledgerEntries.ownershipPercentage, 'ownership_percentage', 'Ownership %'),
      dateRangeFilter(ledgerEntries.invDate, 'inv_date', 'Invested'),
    ],
  },
  values: (input) => ({
    ...pick(input, {
      organization_id: 'organizationId',
      name: 'name',
      vehicle_type: 'vehicleType',
      inv_currency: 'invCurrency',
      inv_risk: 'invRisk',
      owned: 'owned',
      owner: 'owner',
      public_url: 'publicUrl',
      private_url: 'privateUrl',
      admin_notes: 'adminNotes',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
    ...(input.ownership_percentage !== undefined
      ? { ownershipPercentage: input.ownership_percentage === null ? null : String(input.ownership_percentage) }
      : {}),
    ...partialIn(input.inv_date, 'invDate'),
  }),
  childInputs: ['keyword_ids'],
  keywordsOnInsert: keywordsWithInsert(LEDGER),
  async afterWrite(ctx, id, input, isCreate) {
    await setKeywords(ctx, LEDGER, id, input.keyword_ids, isCreate);
  },
  related: ledgerRelated,
  present: (rows, ctx) => presentLedger(rows as Row[], ctx),
  xlsx: ledgerColumns,
};
