import { DEFAULT_DEBOUNCE_MS, type TOperatorContext } from '@intel/contracts';
import { Autocomplete, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { operatorKeys } from '../api/operator-keys.ts';
import { findRawData, recordName, searchRecords } from '../api/record-lookups.ts';

type Item = { id: number; label: string };
type Group = {
  key: keyof TOperatorContext;
  label: string;
  noun: string;
  /** One record's name, for ids that came in the URL. */
  one: (id: number) => Promise<string>;
  find: (q: string, signal: AbortSignal) => Promise<Item[]>;
};

const quick = (type: string) => async (q: string, signal: AbortSignal) =>
  (await searchRecords(q, type, signal)).results.map((r) => ({
    id: r.id,
    label: r.display_name,
  }));

const GROUPS: Group[] = [
  {
    key: 'people_ids',
    label: 'People',
    noun: 'person',
    one: recordName.person,
    find: quick('Person'),
  },
  {
    key: 'library_ids',
    label: 'Library items',
    noun: 'library item',
    one: recordName.library,
    find: quick('LibraryEntry'),
  },
  {
    key: 'raw_data_ids',
    label: 'Raw data',
    noun: 'raw data item',
    one: recordName.rawData,
    find: findRawData,
  },
];

function SelectionGroup({ group, ids, onChange }: { group: Group; ids: number[]; onChange: (ids: number[]) => void }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), DEFAULT_DEBOUNCE_MS);
  const names = useQueries({
    queries: ids.map((id) => ({
      queryKey: operatorKeys.contextName(group.key, id),
      queryFn: () => group.one(id),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const found = useQuery({
    queryKey: operatorKeys.contextFind(group.key, q),
    queryFn: ({ signal }) => group.find(q, signal),
    enabled: q.length > 0,
  });
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {group.label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
        {ids.map((id, i) => {
          const label =
            names[i]?.data ?? (names[i]?.isError ? `${group.label} ${id} (not found)` : `${group.label} ${id}`);
          return (
            <Chip
              key={id}
              label={label}
              onDelete={() => onChange(ids.filter((x) => x !== id))}
              color={names[i]?.isError ? 'error' : 'default'}
              aria-label={`${label}, selected ${group.noun}`}
            />
          );
        })}
        <Autocomplete<Item>
          size="small"
          sx={{ minWidth: 240 }}
          options={(found.data ?? []).filter((o) => !ids.includes(o.id))}
          filterOptions={(x) => x}
          value={null}
          inputValue={text}
          onInputChange={(_e, v, reason) => reason !== 'reset' && setText(v)}
          onChange={(_e, v) => {
            if (v) onChange([...ids, v.id]);
            setText('');
          }}
          getOptionLabel={(o) => o.label}
          loading={found.isFetching}
          noOptionsText={q ? (found.isError ? 'Could not search.' : 'Nothing found') : 'Type to find one'}
          renderInput={(params) => <TextField {...params} label={`Add a ${group.noun}`} />}
        />
      </Box>
    </Box>
  );
}

/** The selection the question may refer to ("these documents", "the selected people"); raw data for the research team. */
export function OperatorContext({
  context,
  research,
  onChange,
}: {
  context: TOperatorContext;
  research: boolean;
  onChange: (context: TOperatorContext) => void;
}) {
  return (
    <Stack spacing={1.5} role="group" aria-label="Selection">
      {GROUPS.filter((g) => research || g.key !== 'raw_data_ids').map((g) => (
        <SelectionGroup
          key={g.key}
          group={g}
          ids={context[g.key]}
          onChange={(ids) => onChange({ ...context, [g.key]: ids })}
        />
      ))}
    </Stack>
  );
}
