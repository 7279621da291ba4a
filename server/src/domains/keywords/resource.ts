import {
  slugify,
  type TKeyword,
  type TKeywordCreate,
  type TKeywordPatch,
  ZKeyword,
  ZKeywordCreate,
  ZKeywordPatch,
} from '@intel/contracts';
import { ilike, or } from 'drizzle-orm';
import { keywords } from '../../db/schema/index.ts';
import { booleanFilter, visibilityFilter } from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { keywordsPolicy } from './policies.ts';
import { presentKeywords } from './presenters.ts';

export const keywordResource: ResourceDef<TKeyword, TKeywordCreate, TKeywordPatch> = {
  path: '/keywords',
  tag: 'keywords',
  entityType: 'Keyword',
  countsKind: 'keyword',
  label: 'Keyword',
  table: keywords,
  readAbility: keywordsPolicy.read,
  writeAbility: keywordsPolicy.write,
  out: ZKeyword,
  create: ZKeywordCreate,
  patch: ZKeywordPatch,
  list: {
    table: keywords,
    orderings: { name: keywords.name, updated_at: keywords.updatedAt, created_at: keywords.createdAt },
    defaultOrdering: '-updated_at',
    idColumn: keywords.id,
    search: (q) => or(ilike(keywords.name, `%${q}%`), ilike(keywords.slug, `%${q}%`)) as never,
    showOnDashboard: keywords.showOnDashboard,
    filters: [
      visibilityFilter(keywords, keywords.visibility),
      booleanFilter(keywords.showOnDashboard, 'show_on_dashboard', 'On dashboard'),
    ],
  },
  values: (input) => ({
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.slug !== undefined || input.name !== undefined ? { slug: input.slug ?? slugify(input.name ?? '') } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
    ...(input.show_on_dashboard !== undefined ? { showOnDashboard: input.show_on_dashboard } : {}),
  }),
  present: presentKeywords,
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (k) => k.id },
    { header: 'Name', key: 'name', width: 30, value: (k) => k.name },
    { header: 'Slug', key: 'slug', width: 30, value: (k) => k.slug },
    { header: 'Description', key: 'description', width: 50, value: (k) => k.description },
    { header: 'Visibility', key: 'visibility', width: 12, value: (k) => k.visibility },
    { header: 'Records', key: 'usage_count', width: 10, value: (k) => k.usage_count },
  ],
};
