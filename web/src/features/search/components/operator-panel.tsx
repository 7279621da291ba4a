import { OPERATOR_KIND_META, operatorListParams, PAGE_SIZES, type TOperatorQuery } from '@intel/contracts';
import SendIcon from '@mui/icons-material/Send';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Alert, Box, Button, Chip, Collapse, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { readOperatorParams, useOperatorAnswer, writeOperatorParams } from '../api/ask-operator.ts';
import { useOperatorExamples } from '../api/get-operator-examples.ts';
import { OperatorContext } from './operator-context.tsx';
import { OperatorResults } from './operator-results.tsx';
import { QueryChips } from './query-chips.tsx';
import { WatchQuestionButton } from './watch-question.tsx';

const ADVANCED_KINDS = new Set(['organizations', 'people', 'ledger', 'library', 'keywords']);
const SOURCE = {
  parser: 'Read by the built-in parser.',
  llm: 'Read by the language model.',
  edited: 'Your edited query.',
};

/** The same query on the advanced search tab, when it uses nothing only the Operator understands. */
function advancedHref(query: TOperatorQuery): string | null {
  const params = operatorListParams(query);
  if (!params || !ADVANCED_KINDS.has(query.kind)) return null;
  const next = new URLSearchParams({ tab: '0', kind: query.kind, ...params });
  if (!PAGE_SIZES.includes(Number(params.limit) as (typeof PAGE_SIZES)[number])) next.delete('limit');
  return `/search?${next}`;
}

/**
 * `/search?tab=1`: the Operator. A question (and optionally a selection) becomes a query shown as
 * editable chips, with its explanation and its rows; editing or removing a chip reruns it.
 */
export function OperatorPanel() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const { ask, query: edited, context } = readOperatorParams(params);
  const [text, setText] = useState(ask);
  const [inputError, setInputError] = useState<string | null>(null);
  const selected = context.raw_data_ids.length + context.people_ids.length + context.library_ids.length;
  const [showContext, setShowContext] = useState(selected > 0);
  useEffect(() => setText(ask), [ask]);
  const answer = useOperatorAnswer(ask ? { text: ask, context, ...(edited ? { query: edited } : {}) } : null);
  // The question the shown answer belongs to: while a new question runs, the previous answer is not shown under it.
  const [answered, setAnswered] = useState(ask);
  useEffect(() => {
    if (answer.data && !answer.isPlaceholderData) setAnswered(ask);
  }, [answer.data, answer.isPlaceholderData, ask]);
  const data = answer.isPlaceholderData && answered !== ask ? undefined : answer.data;
  // Not sure what the question means and words were left out: the nearest reading is offered, not run.
  const withheld = !!data?.suggestions?.length;
  const examples = useOperatorExamples(!ask).data?.examples ?? [];

  const askNow = (question: string) => {
    const t = question.trim();
    if (!t) {
      setInputError('Ask a question.');
      return;
    }
    setInputError(null);
    setText(t);
    setParams(writeOperatorParams(params, { ask: t, query: null }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    askNow(text);
  };
  const rerun = (query: TOperatorQuery) => setParams(writeOperatorParams(params, { query }));
  const advanced = data ? advancedHref(data.query) : null;

  return (
    <Stack spacing={2}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          label="Ask the Operator"
          placeholder={examples[0] ? `e.g. ${examples[0]}` : 'Ask in plain words'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={!!inputError}
          helperText={inputError ?? 'Ask in plain words: kinds, places, keywords, lists, dates, "top 10", "latest"…'}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} sx={{ mt: 1, flexShrink: 0 }}>
          Ask
        </Button>
      </Box>
      <Box>
        <Button size="small" onClick={() => setShowContext((s) => !s)} aria-expanded={showContext}>
          Selection{selected ? ` (${selected})` : ''}
        </Button>
        <Collapse in={showContext} unmountOnExit>
          <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Questions like “people in these documents” or “organizations of the selected people” refer to this
              selection.
            </Typography>
            <OperatorContext
              context={context}
              research={isResearch(auth)}
              onChange={(next) => setParams(writeOperatorParams(params, { context: next, query: null }))}
            />
          </Paper>
        </Collapse>
      </Box>

      {!ask && examples.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Try one of these:
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="operator-examples">
            {examples.map((e) => (
              <Chip key={e} label={e} variant="outlined" onClick={() => askNow(e)} />
            ))}
          </Box>
        </Box>
      )}

      {answer.isFetching && <LinearProgress aria-label="Asking the Operator" />}

      {ask && answer.isError && !answer.isFetching && (
        <Alert
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              {edited && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setParams(writeOperatorParams(params, { query: null }))}
                >
                  Back to the question
                </Button>
              )}
              <Button color="inherit" size="small" onClick={() => answer.refetch()}>
                Retry
              </Button>
            </Stack>
          }
        >
          {answer.error.message || 'Could not ask the Operator. Please try again later.'}
        </Alert>
      )}

      {ask && data && !answer.isError && (
        <Stack spacing={2} aria-busy={answer.isFetching}>
          <Box>
            <Typography variant="overline" component="h2" color="text.secondary">
              Question
            </Typography>
            <Typography variant="h6" component="p" data-testid="operator-question">
              {ask}
            </Typography>
          </Box>
          <Alert severity="info" icon={<SmartToyIcon />} data-testid="operator-explanation">
            {data.explanation}
            <Typography variant="caption" component="div" color="text.secondary">
              {SOURCE[data.source]}
            </Typography>
          </Alert>
          {data.doubt && (
            <Alert severity="warning" data-testid="operator-doubt">
              {data.doubt}
              {withheld && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {data.suggestions?.map((s) => (
                    <Chip
                      key={s.label}
                      label={s.label}
                      color="warning"
                      variant="outlined"
                      onClick={() => rerun(s.query)}
                      disabled={answer.isFetching}
                    />
                  ))}
                </Box>
              )}
            </Alert>
          )}
          <QueryChips query={data.query} chips={data.chips} disabled={answer.isFetching} onChange={rerun} />
          {!withheld && (
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }} data-testid="operator-count">
                {data.count === 0
                  ? 'No results found.'
                  : `${data.count.toLocaleString()} ${data.count === 1 ? 'result' : 'results'}${
                      data.count > data.results.length ? `, showing the first ${data.results.length}` : ''
                    }`}
              </Typography>
              {advanced && (
                <Button component={Link} to={advanced} size="small">
                  Open in advanced search
                </Button>
              )}
              <WatchQuestionButton text={ask} query={data.query} source="operator" />
            </Stack>
          )}
          {data.results.length > 0 && <OperatorResults query={data.query} results={data.results} />}
          {data.count === 0 && !withheld && (
            <Typography variant="body2" color="text.secondary">
              Remove or change a chip to widen the {OPERATOR_KIND_META[data.query.kind].label.toLowerCase()} query.
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
