import { ZErrorBody, ZSearchQuery, ZSearchResponse } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenant } from '../../db/scoped.ts';
import { readableVisibilities } from '../../policies/principal.ts';

/** One searchable kind: its table, display name expression and result type. */
const KINDS = [
  { type: 'Keyword', table: 'keywords', name: 'name', result: `'Keyword'`, slug: 'null' },
  {
    type: 'Person',
    table: 'people',
    name: `coalesce(nullif(trim(coalesce(name_given, '') || ' ' || coalesce(name_family, '')), ''), name_nickname, name_legal, '')`,
    result: `'Person'`,
    slug: 'null',
  },
  { type: 'Organization', table: 'organizations', name: 'name_dba', result: `'Organization'`, slug: 'null' },
  { type: 'Ledger', table: 'ledger_entries', name: 'name', result: `'Ledger'`, slug: 'null' },
  { type: 'LibraryEntry', table: 'library_entries', name: 'title', result: `'Library'`, slug: 'null' },
  {
    type: 'List',
    table: 'lists',
    name: 'name',
    result: `(case type when 'LibraryList' then 'Library List' when 'OrganizationsList' then 'Organization List' when 'PeopleList' then 'People List' else 'Ledger List' end)`,
    slug: 'slug',
  },
] as const;

/**
 * Quick search (DESIGN §8): exact name first, then prefix, then trigram similarity, then full-text
 * rank; case and accents ignored; merged names (aliases) found too; only what the caller may see.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/',
    {
      schema: {
        tags: ['search'],
        summary: 'Quick search across keywords, people, organizations, ledger, library and lists',
        querystring: ZSearchQuery,
        response: { 200: ZSearchResponse, 400: ZErrorBody },
      },
    },
    async (request) => {
      const { q, type, limit } = request.query;
      const vis = readableVisibilities(request.principal);
      const kinds = KINDS.filter((k) => !type || k.type === type);
      const norm = q.toLowerCase();
      return withTenant(app.database, request.tenant.id, async (tx) => {
        const parts = kinds.map((k) => {
          const name = sql.raw(k.name);
          const aliases =
            k.table === 'organizations' || k.table === 'people' ? sql.raw('aliases') : sql.raw(`'{}'::text[]`);
          return sql`(select id, ${sql.raw(k.result)} as type, ${name} as display_name, ${sql.raw(k.slug)} as slug,
              (case when unaccent(lower(${name})) = unaccent(${norm}) then 4
                    when unaccent(lower(${name})) like unaccent(${`${norm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) then 3
                    when exists (select 1 from unnest(${aliases}) a where unaccent(lower(a)) like unaccent(${`%${norm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})) then 2.5
                    else 0 end)
              + similarity(lower(${name}), ${norm})
              + ts_rank(search, plainto_tsquery('simple', ${q})) as score
            from ${sql.raw(k.table)}
           where tenant_id = ${request.tenant.id} and visibility::text in ${vis}
             and (unaccent(lower(${name})) like unaccent(${`%${norm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})
                  or lower(${name}) % ${norm}
                  or search @@ plainto_tsquery('simple', ${q})
                  or exists (select 1 from unnest(${aliases}) a where unaccent(lower(a)) like unaccent(${`%${norm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})))
           order by score desc limit ${limit})`;
        });
        const res = await tx.execute(
          sql`select * from (${sql.join(parts, sql` union all `)}) r order by score desc, display_name limit ${limit}`,
        );
        return {
          results: res.rows.map((r) => ({
            id: Number(r.id),
            type: String(r.type),
            display_name: String(r.display_name),
            slug: (r.slug as string | null) ?? null,
          })),
        };
      });
    },
  );
};
