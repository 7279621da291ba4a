import {
  OPERATOR_DEFAULT_LIMIT,
  OPERATOR_KIND_META,
  OPERATOR_KINDS,
  OPERATOR_MAX_LIMIT,
  operatorOrderingText,
  type TOperatorFilter,
  type TOperatorKind,
  type TOperatorQuery,
} from '@intel/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { type Option, ValuePicker } from './value-picker.tsx';

/** What is being edited: one of the query's parts, or a filter (index null: a new one). */
export type EditTarget =
  | { part: 'kind' | 'search' | 'ordering' | 'limit' }
  | { part: 'filter'; index: number | null; name: string; values: Option[] };

/** Filters whose values mean something else for another kind (list ids, record ids, types). */
const KIND_BOUND = new Set(['lists', 'id', 'type', 'library', 'person']);
const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The query with another kind: filters that still apply are kept, the ordering too if it exists. */
export function withKind(query: TOperatorQuery, kind: TOperatorKind): TOperatorQuery {
  const meta = OPERATOR_KIND_META[kind];
  const name = query.ordering?.replace(/^-/, '');
  return {
    ...query,
    kind,
    filters: query.filters.filter((f) => f.name in meta.filters && !KIND_BOUND.has(f.name)),
    ordering: name && name in meta.orderings ? query.ordering : null,
  };
}

function RangeFields({
  date,
  from,
  to,
  onChange,
}: {
  date: boolean;
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const hint = date ? 'YYYY, YYYY-MM or YYYY-MM-DD' : 'a number';
  return (
    <Stack direction="row" spacing={1}>
      <TextField label="From" value={from} onChange={(e) => onChange(e.target.value, to)} helperText={hint} autoFocus />
      <TextField
        label="To"
        value={to}
        onChange={(e) => onChange(from, e.target.value)}
        helperText="both ends included"
      />
    </Stack>
  );
}

/** A dialog that edits one chip of the query; saving answers the new query (the screen reruns it). */
export function ChipEditor({
  query,
  target,
  onSave,
  onClose,
}: {
  query: TOperatorQuery;
  target: EditTarget;
  onSave: (query: TOperatorQuery) => void;
  onClose: () => void;
}) {
  const meta = OPERATOR_KIND_META[query.kind];
  const current = target.part === 'filter' && target.index !== null ? query.filters[target.index] : undefined;
  const filterMeta = target.part === 'filter' ? meta.filters[target.name] : undefined;
  const [kind, setKind] = useState<TOperatorKind>(query.kind);
  const [text, setText] = useState(query.search ?? '');
  const [ordering, setOrdering] = useState(query.ordering ?? '');
  const [limit, setLimit] = useState(String(query.limit));
  const [negate, setNegate] = useState(current?.negate ?? false);
  const [values, setValues] = useState<Option[]>(target.part === 'filter' ? target.values : []);
  const [plain, setPlain] = useState(current?.value ?? (filterMeta?.type === 'boolean' ? 'true' : ''));
  const [from = '', to = ''] = plain.split(',');
  const [error, setError] = useState<string | null>(null);
  // References to the selection keep their ids: only "exclude" and "remove" make sense for them.
  const contextOnly =
    target.part === 'filter' && !!filterMeta?.operatorOnly && ['raw_data', 'id', 'library'].includes(target.name);

  const title = {
    kind: 'Kind of records',
    search: 'Name contains',
    ordering: 'Order',
    limit: 'How many rows',
    filter: filterMeta?.label ?? 'Filter',
  }[target.part];

  const filterValue = (): string | null => {
    if (!filterMeta) return null;
    if (contextOnly) return plain;
    switch (filterMeta.type) {
      case 'multi':
      case 'choice':
        return values.length ? values.map((v) => v.value).join(',') : null;
      case 'date_range':
        if (!from.trim() && !to.trim()) return null;
        if ([from, to].some((v) => v.trim() && !DATE.test(v.trim())))
          throw new Error('Use dates like 2019, 2019-03 or 2019-03-12.');
        return `${from.trim()},${to.trim()}`;
      case 'number_range':
        if (!from.trim() && !to.trim()) return null;
        if ([from, to].some((v) => v.trim() && !Number.isFinite(Number(v))))
          throw new Error('Use numbers, e.g. 10 and 30.');
        return `${from.trim()},${to.trim()}`;
      default:
        return plain.trim() || null;
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    try {
      if (target.part === 'kind') return onSave(withKind(query, kind));
      if (target.part === 'search') return onSave({ ...query, search: text.trim() || null });
      if (target.part === 'ordering') return onSave({ ...query, ordering: ordering || null });
      if (target.part === 'limit') {
        const n = Number(limit);
        if (!Number.isInteger(n) || n < 1 || n > OPERATOR_MAX_LIMIT)
          throw new Error(`Choose a whole number from 1 to ${OPERATOR_MAX_LIMIT}.`);
        return onSave({ ...query, limit: n });
      }
      if (target.part !== 'filter') return;
      const value = filterValue();
      if (!value) throw new Error('Choose a value, or remove the filter instead.');
      const filter: TOperatorFilter = { name: target.name, value, negate };
      const filters = [...query.filters];
      if (target.index === null) filters.push(filter);
      else filters[target.index] = filter;
      onSave({ ...query, filters });
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={save} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {target.part === 'kind' && (
              <TextField
                select
                label="Kind"
                value={kind}
                onChange={(e) => setKind(e.target.value as TOperatorKind)}
                autoFocus
              >
                {OPERATOR_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {OPERATOR_KIND_META[k].label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {target.part === 'search' && (
              <TextField label="Name contains" value={text} onChange={(e) => setText(e.target.value)} autoFocus />
            )}
            {target.part === 'ordering' && (
              <TextField select label="Order" value={ordering} onChange={(e) => setOrdering(e.target.value)} autoFocus>
                <MenuItem value="">Default ({operatorOrderingText(query.kind, null)})</MenuItem>
                {Object.keys(meta.orderings).flatMap((name) =>
                  [name, `-${name}`].map((o) => (
                    <MenuItem key={o} value={o}>
                      {capitalize(operatorOrderingText(query.kind, o))}
                    </MenuItem>
                  )),
                )}
              </TextField>
            )}
            {target.part === 'limit' && (
              <TextField
                label="Rows"
                type="number"
                value={limit}
                onChange={(e) => setLimit(e.target.value)}
                slotProps={{ htmlInput: { min: 1, max: OPERATOR_MAX_LIMIT } }}
                helperText={`1 to ${OPERATOR_MAX_LIMIT}; ${OPERATOR_DEFAULT_LIMIT} by default`}
                autoFocus
              />
            )}
            {target.part === 'filter' && filterMeta && (
              <>
                {contextOnly ? (
                  <Alert severity="info">This filter refers to your selection; you can exclude it or remove it.</Alert>
                ) : filterMeta.type === 'multi' || filterMeta.type === 'choice' ? (
                  <ValuePicker
                    kind={query.kind}
                    name={target.name}
                    meta={filterMeta}
                    value={values}
                    onChange={setValues}
                  />
                ) : filterMeta.type === 'date_range' || filterMeta.type === 'number_range' ? (
                  <RangeFields
                    date={filterMeta.type === 'date_range'}
                    from={from}
                    to={to}
                    onChange={(a, b) => setPlain(`${a},${b}`)}
                  />
                ) : filterMeta.type === 'boolean' ? (
                  <TextField
                    select
                    label={filterMeta.label}
                    value={plain}
                    onChange={(e) => setPlain(e.target.value)}
                    autoFocus
                  >
                    <MenuItem value="true">Yes</MenuItem>
                    <MenuItem value="false">No</MenuItem>
                  </TextField>
                ) : (
                  <TextField
                    label={filterMeta.label}
                    value={plain}
                    onChange={(e) => setPlain(e.target.value)}
                    autoFocus
                  />
                )}
                <FormControlLabel
                  control={<Switch checked={negate} onChange={(e) => setNegate(e.target.checked)} />}
                  label="Exclude what this matches"
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
