import { type TLedgerEntry, type TLedgerEntryCreate, ZLedgerEntry } from '@intel/contracts';
import { defineResource } from '../../../lib/resource-api.ts';

export const ledger = defineResource<TLedgerEntry, TLedgerEntryCreate>('/assets/ledger', ZLedgerEntry);
export const ledgerKeys = ledger.keys;
