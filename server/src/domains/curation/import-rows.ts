import { and, eq, inArray, sql } from 'drizzle-orm';
import { keywords, organizations } from '../../db/schema/index.ts';
import type { Ctx } from '../../lib/resource.ts';
import { listCell, partialDateCell } from '../../lib/table-import.ts';

// biome-ignore lint/suspicious/noExplicitAny: an import row's input before the create schema validates it
type Input = Record<string, any>;
type Mapped = Promise<{ id?: number; input: Input } | { errors: string[] }>;

async function keywordIds(ctx: Ctx, text: string): Promise<number[] | string> {
  const names = listCell(text);
  if (!names.length) return [];
  const rows = await ctx.tx
    .select({ id: keywords.id, name: keywords.name })
    .from(keywords)
    .where(
      and(
        eq(keywords.tenantId, ctx.tenantId),
        inArray(
          sql`lower(${keywords.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  const missing = names.filter((n) => !rows.some((r) => r.name.toLowerCase() === n.toLowerCase()));
  return missing.length
    ? `Unknown keyword${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`
    : rows.map((r) => r.id);
}

/** Shared columns: id (update), visibility, dates, lists of emails/phones/links, keywords by name. */
async function common(ctx: Ctx, c: Record<string, string>, input: Input, dateColumn?: string): Mapped {
  const errors: string[] = [];
  let id: number | undefined;
  if (c.id) {
    id = Number(c.id);
    if (!Number.isInteger(id) || id <= 0) errors.push(`id: "${c.id}" is not a record id.`);
  }
  if (c.visibility) input.visibility = c.visibility.toLowerCase();
  if (dateColumn && c[dateColumn]) {
    const d = partialDateCell(c[dateColumn] as string);
    if (typeof d === 'string') errors.push(`${dateColumn}: ${d}`);
    else input[dateColumn] = d;
  }
  for (const key of ['emails', 'phones', 'associated_urls']) if (c[key]) input[key] = listCell(c[key] as string);
  if (c.keywords) {
    const ids = await keywordIds(ctx, c.keywords);
    if (typeof ids === 'string') errors.push(`keywords: ${ids}`);
    else input.keyword_ids = ids;
  }
  if (errors.length) return { errors };
  // Empty cells leave a field alone on update and unset on create.
  for (const [k, v] of Object.entries(input)) if (v === '') delete input[k];
  return id ? { id, input } : { input };
}

const text = (c: Record<string, string>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, c[k] ?? '']));

export function organizationImportRow(c: Record<string, string>, ctx: Ctx): Mapped {
  const input: Input = {
    ...text(c, ['name_inc', 'ownership_type', 'website', 'description', 'notes']),
    name_dba: c.name_dba ?? c.name ?? '',
  };
  return common(ctx, c, input, 'founding_date');
}

export function personImportRow(c: Record<string, string>, ctx: Ctx): Mapped {
  const input: Input = text(c, [
    'name_given',
    'name_family',
    'name_nickname',
    'name_legal',
    'current_address_city',
    'professional_profile',
    'about',
    'notes',
    'main_url',
  ]);
  if (c.gender) input.gender = c.gender.toUpperCase().slice(0, 1);
  return common(ctx, c, input, 'birth_date');
}

/** Ledger rows name their organization by `organization_id` or by `organization` (its name, exactly one match). */
export async function ledgerImportRow(c: Record<string, string>, ctx: Ctx): Mapped {
  const input: Input = text(c, ['name', 'inv_currency', 'inv_risk', 'owner', 'public_url', 'private_url']);
  const errors: string[] = [];
  if (c.vehicle_type) input.vehicle_type = c.vehicle_type.toUpperCase();
  if (c.ownership_percentage) {
    const n = Number(c.ownership_percentage.replace('%', ''));
    if (Number.isFinite(n)) input.ownership_percentage = n;
    else errors.push('ownership_percentage: not a number.');
  }
  if (c.owned) input.owned = /^(1|true|yes|y)$/i.test(c.owned);
  if (c.organization_id) input.organization_id = Number(c.organization_id);
  else if (c.organization) {
    const found = await ctx.tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          eq(organizations.tenantId, ctx.tenantId),
          sql`lower(${organizations.nameDba}) = ${c.organization.toLowerCase()}`,
        ),
      )
      .limit(2);
    if (found.length === 1) input.organization_id = found[0]?.id;
    else
      errors.push(
        found.length
          ? `organization: "${c.organization}" names several organizations; use organization_id.`
          : `organization: no organization named "${c.organization}".`,
      );
  }
  if (errors.length) return { errors };
  return common(ctx, c, input, 'inv_date');
}
