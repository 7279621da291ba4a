import type { TConvertResult, TEvidence, TSuggestedEntity } from '@intel/contracts';
import { Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { isResearch, useAuth } from '../lib/auth-store.ts';
import { formatDateTime } from '../lib/dates.ts';
import { invalidateAfterBatch, resourceKeys } from '../lib/resource-keys.ts';
import {
  acceptSuggestion,
  entityPath,
  rejectSuggestion,
  type SuggestionKind,
  suggestionCountKey,
  suggestionsPath,
} from '../lib/suggested-entities.ts';
import { showBatchAccepted } from './accept-toast.tsx';
import { ResourceTable } from './resource-table.tsx';

/** The sentence with the name marked where it was found. */
export function EvidenceSnippet({ evidence }: { evidence: TEvidence }) {
  const { snippet, highlight_start: s, highlight_end: e } = evidence;
  const ok = e > s && s >= 0 && e <= snippet.length;
  return (
    <Typography variant="body2" component="p">
      {ok ? (
        <>
          {snippet.slice(0, s)}
          <mark>{snippet.slice(s, e)}</mark>
          {snippet.slice(e)}
        </>
      ) : (
        snippet
      )}
    </Typography>
  );
}

/** What a batch accept did, naming the records it created beyond the names selected (a person's organization). */
export function acceptedWords(answers: TConvertResult[]): string {
  const also = answers.flatMap((a) => a.created.slice(1).map((c) => c.name));
  const and = new Intl.ListFormat('en', { type: 'conjunction' });
  return `${answers.length} accepted.${also.length ? ` Also created: ${and.format([...new Set(also)])}.` : ''}`;
}

/** The suggested tab of `organizations?tab=2` and `people?tab=2`: names found in raw data, to review. */
export function SuggestedTab({ kind }: { kind: SuggestionKind }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  // Accepting makes or merges into records of the kind (and undoing deletes them); rejecting only leaves the suggestions.
  const refresh = () =>
    Promise.all([
      invalidateAfterBatch(queryClient, resourceKeys(suggestionsPath(kind))),
      queryClient.invalidateQueries({ queryKey: suggestionCountKey(kind) }),
      invalidateAfterBatch(
        queryClient,
        resourceKeys(entityPath(kind) === '/organizations' ? '/assets/organizations' : '/assets/people'),
      ),
    ]);
  const settle = async <R,>(ids: number[], clear: () => void, fn: (id: number) => Promise<R>) => {
    const results = await Promise.allSettled(ids.map(fn));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) toast.error(`${failed} of ${ids.length} could not be changed.`);
    clear();
    return { results, failed };
  };
  const reject = async (ids: number[], clear: () => void) => {
    const { failed } = await settle(ids, clear, (id) => rejectSuggestion(kind, id));
    if (!failed) toast.success(`${ids.length} rejected; they will not be suggested again.`);
    await refresh();
  };
  const accept = async (ids: number[], clear: () => void) => {
    const { results } = await settle(ids, clear, (id) => acceptSuggestion(id, { merge: false }));
    const done = results.flatMap((r, i) =>
      r.status === 'fulfilled' ? [{ id: ids[i] as number, answer: r.value }] : [],
    );
    // What did get accepted is said, with one Undo for all of it, even when some of the batch failed.
    if (done.length)
      showBatchAccepted({
        words: acceptedWords(done.map((d) => d.answer)),
        suggestionIds: done.filter((d) => d.answer.created.length > 0).map((d) => d.id),
        onChange: refresh,
      });
    await refresh();
  };
  return (
    <ResourceTable<TSuggestedEntity>
      path={suggestionsPath(kind)}
      noun={`suggested ${kind}`}
      canWrite={isResearch(auth)}
      fixed={{ status: 'suggested' }}
      noBatchDelete
      rowHref={(s) => `/suggested-entities/${kind}/${s.id}/edit`}
      bulkActions={(ids, clear) => (
        <>
          <Button onClick={() => accept(ids, clear)}>Accept selected</Button>
          <Button color="error" onClick={() => reject(ids, clear)}>
            Reject selected
          </Button>
        </>
      )}
      columns={[
        { key: 'name', label: 'Name', sort: 'name', render: (s) => <strong>{s.name}</strong> },
        { key: 'occurrences', label: 'Mentions', sort: 'occurrences', render: (s) => s.occurrences },
        {
          key: 'evidence',
          label: 'Found in',
          render: (s) => (s.evidence[0] ? <EvidenceSnippet evidence={s.evidence[0]} /> : '—'),
        },
        {
          key: 'match',
          label: 'Probably',
          render: (s) =>
            s.matched_entity ? `${s.matched_entity.name} (${Math.round(s.matched_entity.score * 100)}%)` : '',
        },
        {
          key: 'updated',
          label: 'Updated',
          sort: 'updated_at',
          render: (s) => formatDateTime(s.updated_at),
        },
      ]}
    />
  );
}
