import type { TConvertResult, TUndoAcceptResult, TUndoAcceptsResult } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Names found in raw data, to review: shared by the raw-data, organizations and people features. */
export type SuggestionKind = 'organizations' | 'people';
export const suggestionsPath = (kind: SuggestionKind) => `/suggested-entities/${kind}`;
export const entityPath = (kind: SuggestionKind) => (kind === 'organizations' ? '/organizations' : '/people');

/** Accepts a suggestion as a new record, or (merge) into the record it probably is; says every record created. */
export function acceptSuggestion(id: number, body: { merge?: boolean } = {}) {
  return api<TConvertResult>(`/raw-data/suggested-entities/${id}/convert-to-entity/`, {
    method: 'POST',
    body,
  });
}

/** Undoes an accept that created records: they are deleted and their names are back to review. */
export function undoAccept(id: number) {
  return api<TUndoAcceptResult>(`/raw-data/suggested-entities/${id}/undo-accept/`, { method: 'POST' });
}

/** Undoes a batch accept in one transaction: every record its accepts created is deleted, their names back to review. */
export function undoAccepts(ids: number[]) {
  return api<TUndoAcceptsResult>('/raw-data/suggested-entities/batch-undo-accept/', { method: 'POST', body: { ids } });
}

export function rejectSuggestion(kind: SuggestionKind, id: number) {
  return api(`${suggestionsPath(kind)}/${id}/`, { method: 'DELETE' });
}

/** Query key of a kind's waiting-suggestions count: under the suggestions' path, so a review's refresh reaches it. */
export const suggestionCountKey = (kind: SuggestionKind) => [suggestionsPath(kind), 'count'] as const;

/** How many suggestions of a kind wait for review (the Suggested tab's count); asked for only when `enabled`. */
export function useSuggestionCount(kind: SuggestionKind, enabled: boolean) {
  return useQuery({
    queryKey: suggestionCountKey(kind),
    queryFn: () => api<{ count: number }>(`${suggestionsPath(kind)}/count/`),
    enabled,
  });
}
