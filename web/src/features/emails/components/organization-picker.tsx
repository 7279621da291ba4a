import { DEFAULT_DEBOUNCE_MS } from '@intel/contracts';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useOrganizationSearch } from '../api/emails-api.ts';

export type OrgOption = { id: number; name: string };

/** Picks one organization by name, searching the server as you type. */
export function OrganizationPicker(props: {
  value: OrgOption | null;
  onChange: (value: OrgOption | null) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const query = useDebounced(text, DEFAULT_DEBOUNCE_MS);
  const found = useOrganizationSearch(query);
  const options = (found.data?.results ?? []).map((o) => ({ id: o.id, name: o.name_dba }));
  return (
    <Autocomplete<OrgOption>
      options={options}
      value={props.value}
      onChange={(_e, v) => props.onChange(v)}
      inputValue={text}
      onInputChange={(_e, v) => setText(v)}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      noOptionsText={query.trim() ? 'No organization matches.' : 'Type to find an organization.'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Organization"
          error={!!props.error}
          helperText={props.error ?? 'The organization that owns this domain.'}
        />
      )}
    />
  );
}
