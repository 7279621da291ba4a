import { api } from './api-client.ts';

/** Names found in raw data, to review: shared by the raw-data, organizations and people features. */
export type SuggestionKind = 'organizations' | 'people';
export const suggestionsPath = (kind: SuggestionKind) => `/suggested-entities/${kind}`;
export const entityPath = (kind: SuggestionKind) => (kind === 'organizations' ? '/organizations' : '/people');

export function acceptSuggestion(id: number, merge = false) {
  return api<{ entity_id: number; merged: boolean }>(`/raw-data/suggested-entities/${id}/convert-to-entity/`, {
    method: 'POST',
    body: { merge },
  });
}

export function rejectSuggestion(kind: SuggestionKind, id: number) {
  return api(`${suggestionsPath(kind)}/${id}/`, { method: 'DELETE' });
}
