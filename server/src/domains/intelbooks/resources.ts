import {
  type TCategory,
  type TCategoryCreate,
  type TCategoryPatch,
  type TFact,
  type TFactCreate,
  type TFactPatch,
  type TSection,
  type TSectionCreate,
  type TSectionPatch,
  ZCategory,
  ZCategoryCreate,
  ZCategoryPatch,
  ZFact,
  ZFactCreate,
  ZFactPatch,
  ZSection,
  ZSectionCreate,
  ZSectionPatch,
} from '@intel/contracts';
import { ilike } from 'drizzle-orm';
import { categories, facts, sections } from '../../db/schema/index.ts';
import { refFilter, visibilityFilter } from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { pick } from '../curation/children.ts';
import { categoriesPolicy, factsPolicy, sectionsPolicy } from './policies.ts';
import { presentCategories, presentFacts, presentSections } from './presenters.ts';

export const categoryResource: ResourceDef<TCategory, TCategoryCreate, TCategoryPatch> = {
  path: '/categories',
  tag: 'intelbooks',
  entityType: 'Category',
  label: 'Category',
  table: categories,
  readAbility: categoriesPolicy.read,
  writeAbility: categoriesPolicy.write,
  out: ZCategory,
  create: ZCategoryCreate,
  patch: ZCategoryPatch,
  list: {
    table: categories,
    orderings: { sort_order: categories.sortOrder, name: categories.name, updated_at: categories.updatedAt },
    defaultOrdering: 'sort_order',
    idColumn: categories.id,
    search: (q) => ilike(categories.name, `%${q}%`),
    filters: [visibilityFilter(categories, categories.visibility)],
  },
  values: (input) =>
    pick(input, {
      name: 'name',
      description: 'description',
      sort_order: 'sortOrder',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
  present: presentCategories,
  xlsx: [
    { header: 'ID', key: 'id', value: (c) => c.id },
    { header: 'Name', key: 'name', width: 30, value: (c) => c.name },
    { header: 'Order', key: 'order', value: (c) => c.sort_order },
    { header: 'Visibility', key: 'visibility', value: (c) => c.visibility },
  ],
};

export const sectionResource: ResourceDef<TSection, TSectionCreate, TSectionPatch> = {
  path: '/sections',
  tag: 'intelbooks',
  entityType: 'Section',
  label: 'Section',
  table: sections,
  readAbility: sectionsPolicy.read,
  writeAbility: sectionsPolicy.write,
  out: ZSection,
  create: ZSectionCreate,
  patch: ZSectionPatch,
  list: {
    table: sections,
    orderings: { sort_order: sections.sortOrder, name: sections.name, updated_at: sections.updatedAt },
    defaultOrdering: 'sort_order',
    idColumn: sections.id,
    search: (q) => ilike(sections.name, `%${q}%`),
    filters: [
      visibilityFilter(sections, sections.visibility),
      refFilter('category', 'Category', sections.categoryId, categories, 'Use category ids.'),
    ],
  },
  values: (input) =>
    pick(input, {
      category_id: 'categoryId',
      name: 'name',
      description: 'description',
      sort_order: 'sortOrder',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
  present: presentSections,
  xlsx: [
    { header: 'ID', key: 'id', value: (s) => s.id },
    { header: 'Category', key: 'category', width: 24, value: (s) => s.category_name },
    { header: 'Name', key: 'name', width: 30, value: (s) => s.name },
    { header: 'Visibility', key: 'visibility', value: (s) => s.visibility },
  ],
};

export const factResource: ResourceDef<TFact, TFactCreate, TFactPatch> = {
  path: '/facts',
  tag: 'intelbooks',
  entityType: 'Fact',
  countsKind: 'facts',
  label: 'Fact',
  table: facts,
  readAbility: factsPolicy.read,
  writeAbility: factsPolicy.write,
  out: ZFact,
  create: ZFactCreate,
  patch: ZFactPatch,
  list: {
    table: facts,
    orderings: { sort_order: facts.sortOrder, updated_at: facts.updatedAt },
    defaultOrdering: 'sort_order',
    idColumn: facts.id,
    search: (q) => ilike(facts.text, `%${q}%`),
    filters: [
      visibilityFilter(facts, facts.visibility),
      refFilter('section', 'Section', facts.sectionId, sections, 'Use section ids.'),
    ],
  },
  values: (input) =>
    pick(input, {
      section_id: 'sectionId',
      text: 'text',
      source_links: 'sourceLinks',
      sort_order: 'sortOrder',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
  present: presentFacts,
  xlsx: [
    { header: 'ID', key: 'id', value: (f) => f.id },
    { header: 'Section', key: 'section', width: 24, value: (f) => f.section_name },
    { header: 'Fact', key: 'text', width: 80, value: (f) => f.text },
    { header: 'Sources', key: 'sources', width: 40, value: (f) => f.source_links },
    { header: 'Visibility', key: 'visibility', value: (f) => f.visibility },
  ],
};

/** `GET /facts/tree/`: the whole Intelbooks outline, each level filtered by what the caller may see. */
