import {
  DEFAULT_DEBOUNCE_MS,
  OPERATOR_KIND_META,
  type TOperatorFilterMeta,
  type TOperatorKind,
} from '@intel/contracts';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAvailableFilters } from '../../../lib/resource-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { operatorKeys } from '../api/operator-keys.ts';
import { findPlaces, searchRecords } from '../api/record-lookups.ts';

export type Option = { value: string; label: string };

const SEARCH_TYPE: Record<string, string> = {
  Organization: 'Organization',
  Person: 'Person',
  LibraryEntry: 'LibraryEntry',
};
const GENDER: Record<string, string> = { F: 'female', M: 'male' };

/** Options that come from the server as the user types: countries, cities, or records by quick search. */
function useFoundOptions(ref: string | undefined, text: string) {
  const q = useDebounced(text.trim(), DEFAULT_DEBOUNCE_MS);
  return useQuery({
    queryKey: operatorKeys.options(ref, q),
    enabled: !!ref && (ref === 'geo' || ref === 'city' || (q.length > 0 && ref in SEARCH_TYPE)),
    queryFn: async ({ signal }): Promise<Option[]> => {
      if (ref === 'geo' || ref === 'city') {
        const page = await findPlaces(ref, q, signal);
        return page.results.map((r) => ({ value: String(r.id), label: r.name }));
      }
      const res = await searchRecords(q, SEARCH_TYPE[ref ?? ''], signal);
      return res.results.map((r) => ({ value: String(r.id), label: r.display_name }));
    },
  });
}

/** Picks the values of one filter: fixed values, the list's `available-filters/` options, or records found by name. */
export function ValuePicker({
  kind,
  name,
  meta,
  value,
  onChange,
}: {
  kind: TOperatorKind;
  name: string;
  meta: TOperatorFilterMeta;
  value: Option[];
  onChange: (value: Option[]) => void;
}) {
  const [text, setText] = useState('');
  const remote = !meta.values && meta.ref !== undefined && meta.ref !== 'keyword' && meta.ref !== 'list';
  const available = useAvailableFilters(OPERATOR_KIND_META[kind].path);
  const found = useFoundOptions(remote ? meta.ref : undefined, text);
  const options: Option[] = meta.values
    ? meta.values.map((v) => ({ value: v, label: name === 'gender' ? (GENDER[v] ?? v) : v }))
    : remote
      ? (found.data ?? [])
      : (available.data?.find((f) => f.name === name)?.options ?? []).map((o) => ({ value: o.value, label: o.label }));
  return (
    <Autocomplete<Option, true>
      multiple
      options={options}
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={text}
      onInputChange={(_e, v) => setText(v)}
      filterOptions={remote ? (x) => x : undefined}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      loading={remote ? found.isFetching : available.isPending}
      noOptionsText={
        remote && !text && meta.ref !== 'geo' && meta.ref !== 'city' ? 'Type to find one' : 'Nothing found'
      }
      renderInput={(params) => <TextField {...params} label={meta.label} autoFocus />}
    />
  );
}
