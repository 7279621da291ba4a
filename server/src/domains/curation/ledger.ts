import {
  type TLedgerEntry,
  type TLedgerEntryCreate,
  type TLedgerEntryPatch,
  VEHICLE_TYPES,
  ZLedgerEntry,
  ZLedgerEntryCreate,
  ZLedgerEntryPatch,
} from '@intel/contracts';
import { ilike, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
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
import { withRelated } from '../../lib/related.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { hasResearchRole, readableVisibilities } from '../../policies/principal.ts';
import { iso, keywordsFor, listsFor, partialIn, partialOut, pick, setKeywords } from './children.ts';
import { ledgerColumns } from './import-rows.ts';

type Row = typeof ledgerEntries.$inferSelect;
export const LEDGER = 'LedgerEntry';

/** A ledger entry's children, read beside its row (see `Related`). */
function ledgerRelated(ctx: Ctx) {
  return {
    keywords: keywordsFor(ctx, LEDGER, ledgerEntries.id),
    lists: listsFor(ctx, 'LedgerList', ledgerEntries.id),
    // The organization's name when the caller may see it (null otherwise: then its id is not shown either).
    organizationName: sql<string | null>`(select ${organizations.nameDba} from ${organizations}
      where ${organizations.tenantId} = ${ctx.tenantId} and ${organizations.id} = ${ledgerEntries.organizationId}
        and ${inArray(organizations.visibility, readableVisibilities(ctx.principal))})`,
  };
}

async function presentLedger(rows: Row[], ctx: Ctx): Promise<TLedgerEntry[]> {
  const research = hasResearchRole(ctx.principal);
  return (await withRelated(ctx, ledgerEntries, ledgerRelated, rows)).map((r) => ({
    id: r.id,
    organization_id: r.organizationName === null ? null : r.organizationId,
    organization_name: r.organizationName,
    name: r.name,
    vehicle_type: r.vehicleType,
    inv_currency: r.invCurrency,
    inv_date: partialOut(r, 'invDate'),
    inv_risk: r.invRisk,
    owned: r.owned,
    owner: r.owner,
    ownership_percentage: r.ownershipPercentage === null ? null : Number(r.ownershipPercentage),
    public_url: r.publicUrl,
    ...(research ? { private_url: r.privateUrl, admin_notes: r.adminNotes } : {}),
    keywords: r.keywords,
    lists_as_item: r.lists,
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}

export const ledgerResource: ResourceDef<TLedgerEntry, TLedgerEntryCreate, TLedgerEntryPatch> = {
  path: '/assets/ledger',
  tag: 'ledger',
  entityType: LEDGER,
  label: 'Ledger entry',
  table: ledgerEntries,
  readGroup: 'open',
  writeGroup: 'research',
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
      listFilter('LedgerList', ledgerEntries.tenantId, ledgerEntries.id),
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
  async afterWrite(ctx, id, input) {
    await setKeywords(ctx, LEDGER, id, input.keyword_ids);
  },
  related: ledgerRelated,
  present: (rows, ctx) => presentLedger(rows as Row[], ctx),
  xlsx: ledgerColumns,
};
