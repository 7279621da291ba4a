import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../db/ctx.ts';
import { readableVisibilities } from '../policies/principal.ts';
import { HttpError } from './http-errors.ts';
import type { ResourceTable } from './resource-def.ts';

export type TPaywallInfo = { message: string | null; link: string | null };
/** What a tenant says about subscribing (its settings). */
type PaywallTenant = { paymentAccessMessage: string | null; paymentAccessLink: string | null };

/** 403 for a record that exists but is for subscribers: the body carries the paywall, never the record. */
export class PaywallError extends HttpError {
  readonly paywall: TPaywallInfo;
  constructor(paywall: TPaywallInfo) {
    super(403, 'This record is for subscribers.');
    this.paywall = paywall;
  }
}

/**
 * A visitor who opens a paywalled record's address (a shared link, a search engine) learns that it
 * is for subscribers and how to subscribe, and nothing of the record (issue 19 item 6). Hidden
 * records, and everything a logged-in reader cannot see, stay 404.
 */
export async function paywallFor(
  table: ResourceTable,
  ctx: Ctx,
  id: number,
  tenant: PaywallTenant,
): Promise<PaywallError | null> {
  if (!table.visibility || !table.tenantId || readableVisibilities(ctx.principal).includes('paywalled')) return null;
  const rows = await ctx.tx
    // Any resource table: the id column is typed loosely here, as in resource.ts.
    .select({ id: table.id as never })
    .from(table)
    .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, id), eq(table.visibility, 'paywalled')))
    .limit(1);
  if (!rows.length) return null;
  return new PaywallError({ message: tenant.paymentAccessMessage, link: tenant.paymentAccessLink });
}
