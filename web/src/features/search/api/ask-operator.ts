import {
  type TOperatorContext,
  type TOperatorQuery,
  type TOperatorRequest,
  ZOperatorQuery,
  ZOperatorResponse,
} from '@intel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { operatorKeys } from './operator-keys.ts';

/** The Operator's answer for a question, the selection and (after a chip edit) the edited query. */
export function useOperatorAnswer(body: TOperatorRequest | null) {
  return useQuery({
    queryKey: operatorKeys.answer(body),
    queryFn: ({ signal }) =>
      api('/ai-assistant/queries/nlp-to-query/', { method: 'POST', body, schema: ZOperatorResponse, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const ids = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);

/**
 * The Operator's state lives in the URL (`ask`, `query`, `people`, `library`, `raw_data`), so an
 * answer can be shared, bookmarked and gone back to.
 */
export function readOperatorParams(params: URLSearchParams): {
  ask: string;
  query: TOperatorQuery | null;
  context: TOperatorContext;
} {
  let query: TOperatorQuery | null = null;
  const raw = params.get('query');
  if (raw) {
    try {
      const parsed = ZOperatorQuery.safeParse(JSON.parse(raw));
      query = parsed.success ? parsed.data : null;
    } catch {
      query = null;
    }
  }
  return {
    ask: params.get('ask') ?? '',
    query,
    context: {
      raw_data_ids: ids(params.get('raw_data')),
      people_ids: ids(params.get('people')),
      library_ids: ids(params.get('library')),
    },
  };
}

export function writeOperatorParams(
  params: URLSearchParams,
  changes: { ask?: string; query?: TOperatorQuery | null; context?: TOperatorContext },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('tab', '1');
  const set = (k: string, v: string | null) => (v ? next.set(k, v) : next.delete(k));
  if (changes.ask !== undefined) set('ask', changes.ask);
  if (changes.query !== undefined) set('query', changes.query ? JSON.stringify(changes.query) : null);
  if (changes.context) {
    set('raw_data', changes.context.raw_data_ids.join(','));
    set('people', changes.context.people_ids.join(','));
    set('library', changes.context.library_ids.join(','));
  }
  return next;
}
