import {
  SUGGESTION_STATUSES,
  type TSuggestedEntity,
  type TSuggestedEntityPatch,
  ZSuggestedEntity,
  ZSuggestedEntityPatch,
} from '@intel/contracts';
import { and, eq, ilike } from 'drizzle-orm';
import { rejectedNames, suggestedEntities } from '../../db/schema/index.ts';
import { choiceFilter } from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { suggestionsPolicy } from './policies.ts';
import { presentSuggestions, type SuggestionRow } from './presenters.ts';

type Kind = 'organization' | 'person';

function suggestionResource(
  kind: Kind,
  path: string,
  label: string,
): ResourceDef<TSuggestedEntity, TSuggestedEntityPatch, TSuggestedEntityPatch> {
  return {
    path,
    tag: 'suggested entities',
    entityType: kind === 'organization' ? 'SuggestedOrganization' : 'SuggestedPerson',
    label,
    table: suggestedEntities,
    readAbility: suggestionsPolicy.read,
    writeAbility: suggestionsPolicy.write,
    out: ZSuggestedEntity,
    create: ZSuggestedEntityPatch,
    patch: ZSuggestedEntityPatch,
    customCreate: true,
    readScope: () => eq(suggestedEntities.kind, kind),
    list: {
      table: suggestedEntities,
      orderings: {
        name: suggestedEntities.name,
        name_dba: suggestedEntities.name,
        updated_at: suggestedEntities.updatedAt,
        created_at: suggestedEntities.createdAt,
        occurrences: suggestedEntities.occurrences,
      },
      defaultOrdering: '-updated_at',
      idColumn: suggestedEntities.id,
      search: (q) => ilike(suggestedEntities.name, `%${q}%`),
      filters: [choiceFilter(suggestedEntities, suggestedEntities.status, 'status', 'Status', SUGGESTION_STATUSES)],
    },
    values: (input) => ({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.suggested_fields !== undefined ? { suggestedFields: input.suggested_fields } : {}),
    }),
    present: (rows, ctx) => presentSuggestions(rows as SuggestionRow[], ctx),
    // Deleting a suggestion rejects its name for good in this tenant.
    async beforeDelete(ctx, id) {
      const [row] = await ctx.tx
        .select()
        .from(suggestedEntities)
        .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, id)));
      if (row)
        await ctx.tx
          .insert(rejectedNames)
          .values({ tenantId: ctx.tenantId, kind: row.kind, normalizedName: row.normalizedName })
          .onConflictDoNothing();
    },
    xlsx: [
      { header: 'ID', key: 'id', width: 8, value: (s) => s.id },
      { header: 'Name', key: 'name', width: 40, value: (s) => s.name },
      { header: 'Status', key: 'status', width: 12, value: (s) => s.status },
      { header: 'Occurrences', key: 'occurrences', width: 12, value: (s) => s.occurrences },
      { header: 'Probably', key: 'matched', width: 40, value: (s) => s.matched_entity?.name ?? '' },
    ],
  };
}

export const suggestedOrganizationResource = suggestionResource(
  'organization',
  '/suggested-entities/organizations',
  'Suggested organization',
);
export const suggestedPersonResource = suggestionResource('person', '/suggested-entities/people', 'Suggested person');
