import { OPERATOR_KIND_META, type TOperatorKind, type TOperatorQuery } from '@intel/contracts';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Button } from '@mui/material';
import { toast } from 'react-toastify';
import { useUnwatch, useWatches, useWatchQuestion } from '../../../lib/alerts-api.ts';
import { useAuth } from '../../../lib/auth-store.ts';

/** JSON with object keys in order: the saved query comes back from the database with its keys reordered. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
const same = (a: TOperatorQuery, b: TOperatorQuery) => stable(a) === stable(b);

/**
 * The advanced search's address as an Operator query (the reverse of `operatorListParams`): its kind,
 * its text and each filter the kind knows; and a line that names it in the inbox.
 */
export function advancedQuestion(
  kind: TOperatorKind,
  params: URLSearchParams,
): { text: string; query: TOperatorQuery } {
  const meta = OPERATOR_KIND_META[kind];
  const filters = [...params.entries()]
    .filter(([name, value]) => value !== '' && meta.filters[name] && !meta.filters[name]?.operatorOnly)
    .map(([name, value]) => ({ name, value, negate: false }));
  const search = params.get('search')?.trim() || null;
  const words = [
    search ? `“${search}”` : null,
    ...filters.map((f) => `${meta.filters[f.name]?.label ?? f.name}: ${f.value}`),
  ];
  const text = `${meta.label}${words.some(Boolean) ? ` — ${words.filter(Boolean).join(', ')}` : ''}`;
  return { text, query: { kind, search, filters, ordering: null, limit: 25 } };
}

/**
 * "Watch this question" under an Operator answer or an advanced search (issue 38): the question's text
 * and query are saved, asked again periodically, and new results arrive as alerts. Pressed while watched.
 */
export function WatchQuestionButton({
  text,
  query,
  source,
}: {
  text: string;
  query: TOperatorQuery;
  source: 'operator' | 'advanced';
}) {
  const auth = useAuth();
  const watches = useWatches(!!auth);
  const save = useWatchQuestion();
  const unwatch = useUnwatch();
  if (!auth) return null;
  const watch = watches.data?.results.find((w) => w.question && same(w.question.query, query));
  return (
    <Button
      size="small"
      variant={watch ? 'contained' : 'outlined'}
      color={watch ? 'secondary' : 'primary'}
      aria-pressed={!!watch}
      disabled={watches.isPending || save.isPending || unwatch.isPending}
      startIcon={watch ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
      data-testid="watch-question"
      onClick={() =>
        watch
          ? unwatch.mutate(watch.id)
          : save.mutate(
              { text, query, source },
              {
                onSuccess: () => toast.success('You will be alerted when this question finds new results.'),
                onError: (e) => toast.error(e.message),
              },
            )
      }
    >
      {watch ? 'Watching this question' : 'Watch this question'}
    </Button>
  );
}
