import { api } from './api-client.ts';

/** Names found in raw data, to review: shared by the raw-data, organizations and people features. */
export type SuggestionKind = 'organizations' | 'people';
export const suggestionsPath = (kind: SuggestionKind) => `/suggested-entities/${kind}`;
export const entityPath = (kind: SuggestionKind) => (kind === 'organizations' ? '/organizations' : '/people');

/** Accepts a suggestion as a new record, or (merge) into the record it probably is. */
export function acceptSuggestion(id: number, body: { merge?: boolean } = {}) {
  return api<{ entity_id: number; merged: boolean }>(`/raw-data/suggested-entities/${id}/convert-to-entity/`, {
    method: 'POST',
    body,
  });
}

export function rejectSuggestion(kind: SuggestionKind, id: number) {
  return api(`${suggestionsPath(kind)}/${id}/`, { method: 'DELETE' });
}
