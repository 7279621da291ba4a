import { randomBytes } from 'node:crypto';
import {
  SHARE_CODE_LENGTH,
  SHARE_CODE_STATUSES,
  type TShareCode,
  type TShareCodeCreate,
  type TShareCodePatch,
  type TShareCodeStatus,
  ZShareCode,
  ZShareCodeCreate,
  ZShareCodePatch,
} from '@intel/contracts';
import { and, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { categories, sections, shareCodes } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { FilterSpec } from '../../lib/listing.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { shareCodesPolicy } from './policies.ts';
import { presentShareCodes } from './presenters.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A fresh code: SHARE_CODE_LENGTH characters of base62 from the system's CSPRNG. */
export function newShareCode(): string {
  let out = '';
  while (out.length < SHARE_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      // 248 = 4 × 62: larger bytes are dropped so that every character is equally likely.
      if (byte < 248 && out.length < SHARE_CODE_LENGTH) out += BASE62[byte % 62];
    }
  }
  return out;
}

export const GONE = 'This share link does not exist, has expired or was revoked.';

export const live = () =>
  and(isNull(shareCodes.revokedAt), or(isNull(shareCodes.expiresAt), gt(shareCodes.expiresAt, sql`now()`))) as SQL;

const STATUS_SQL: Record<TShareCodeStatus, () => SQL> = {
  active: live,
  expired: () => and(isNull(shareCodes.revokedAt), lte(shareCodes.expiresAt, sql`now()`)) as SQL,
  revoked: () => isNotNull(shareCodes.revokedAt),
};

const idsFilter = (name: string, label: string, column: typeof shareCodes.categoryId): FilterSpec => ({
  name,
  label,
  type: 'multi',
  toSql: (v) => (v.every((x) => /^\d{1,15}$/.test(x)) ? inArray(column, v.map(Number)) : `Use ${name} ids.`),
});

const statusFilter: FilterSpec = {
  name: 'status',
  label: 'Status',
  type: 'multi',
  toSql: (v) => {
    const bad = v.filter((x) => !(SHARE_CODE_STATUSES as readonly string[]).includes(x));
    if (bad.length) return `Use ${SHARE_CODE_STATUSES.join(', ')}.`;
    return or(...v.map((x) => STATUS_SQL[x as TShareCodeStatus]())) as SQL;
  },
  options: async () => SHARE_CODE_STATUSES.map((s) => ({ value: s, label: s })),
};

/** The shared category or section must exist in the tenant; a clear field error otherwise. */
async function checkTarget(ctx: Ctx, input: Partial<TShareCodeCreate>) {
  if (input.category_id !== undefined) {
    const [c] = await ctx.tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.id, input.category_id)));
    if (!c) throw badRequest('That category does not exist.', { category_id: ['No such category.'] });
  }
  if (input.section_id !== undefined) {
    const [s] = await ctx.tx
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.tenantId, ctx.tenantId), eq(sections.id, input.section_id)));
    if (!s) throw badRequest('That section does not exist.', { section_id: ['No such section.'] });
  }
}

/**
 * Share codes (admin group): a short, unguessable code naming a category or section, with an
 * optional expiry, a view count, and revocation (for good). Deleting a code also ends its link.
 */
export const shareCodeResource: ResourceDef<TShareCode, TShareCodeCreate, TShareCodePatch> = {
  path: '/share-codes',
  tag: 'intelbooks',
  entityType: 'ShareCode',
  label: 'Share code',
  table: shareCodes,
  readAbility: shareCodesPolicy.read,
  writeAbility: shareCodesPolicy.write,
  out: ZShareCode,
  create: ZShareCodeCreate,
  patch: ZShareCodePatch,
  list: {
    table: shareCodes,
    orderings: {
      created_at: shareCodes.createdAt,
      view_count: shareCodes.viewCount,
      expires_at: shareCodes.expiresAt,
      code: shareCodes.code,
    },
    defaultOrdering: '-created_at',
    idColumn: shareCodes.id,
    search: (q) => ilike(shareCodes.code, `%${q}%`),
    filters: [
      idsFilter('category', 'Category', shareCodes.categoryId),
      idsFilter('section', 'Section', shareCodes.sectionId),
      statusFilter,
    ],
  },
  async values(raw, ctx) {
    const input = raw as Partial<TShareCodeCreate> & Partial<TShareCodePatch>;
    const out: Record<string, unknown> = {};
    if (input.expires_at !== undefined && input.expires_at !== null) {
      const at = new Date(input.expires_at);
      if (at.getTime() <= Date.now())
        throw badRequest('The expiry is in the past.', { expires_at: ['Pick a time in the future.'] });
      out.expiresAt = at;
    } else if (input.expires_at === null) out.expiresAt = null;
    if (input.revoked) out.revokedAt = sql`coalesce(${shareCodes.revokedAt}, now())`;
    // Only a create names a target (the patch schema refuses these keys): it gets a fresh code.
    if (input.category_id !== undefined || input.section_id !== undefined) {
      await checkTarget(ctx, input);
      out.code = newShareCode();
      out.categoryId = input.category_id ?? null;
      out.sectionId = input.section_id ?? null;
    }
    return out;
  },
  present: presentShareCodes,
  xlsx: [
    { header: 'Code', key: 'code', width: 14, value: (s) => s.code },
    { header: 'Shares', key: 'target', width: 40, value: (s) => s.target_name },
    { header: 'Status', key: 'status', value: (s) => s.status },
    { header: 'Views', key: 'views', value: (s) => s.view_count },
    { header: 'Expires', key: 'expires', width: 24, value: (s) => s.expires_at },
    { header: 'Created', key: 'created', width: 24, value: (s) => s.created_at },
  ],
};

/**
 * `GET /share-codes/{code}/tree/`, open to anyone with the code: the outline of the shared
 * category or section as a public visitor sees it (public categories, sections and facts only,
 * whoever asks), counting the view. Unknown, expired and revoked codes all answer the same 404.
 */
