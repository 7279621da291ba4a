import { DEFAULT_DEBOUNCE_MS } from '@intel/contracts';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useEmailQuickFind } from '../api/emails-api.ts';

type Option = { kind: 'Addresses' | 'Domains'; id: number; label: string; detail: string };

/** Finds an address (opens it) or a domain (goes to its screen) as you type (`search_input_form/`). */
export function EmailQuickFind({ onOpenEmail }: { onOpenEmail: (id: number) => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebounced(text, DEFAULT_DEBOUNCE_MS);
  const found = useEmailQuickFind(query);
  const options: Option[] = [
    ...(found.data?.emails ?? []).map((e) => ({
      kind: 'Addresses' as const,
      id: e.id,
      label: e.email,
      detail: e.name ?? '',
    })),
    ...(found.data?.domains ?? []).map((d) => ({
      kind: 'Domains' as const,
      id: d.id,
      label: d.domain,
      detail: `${d.cleaned_emails_count.toLocaleString('en-US')} addresses`,
    })),
  ];
  return (
    <Autocomplete<Option>
      sx={{ mb: 2, maxWidth: 480 }}
      options={options}
      groupBy={(o) => o.kind}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => `${o.kind}-${o.id}`}
      filterOptions={(o) => o}
      inputValue={text}
      onInputChange={(_e, v, reason) => reason !== 'reset' && setText(v)}
      value={null}
      onChange={(_e, o) => {
        if (!o) return;
        setText('');
        if (o.kind === 'Domains') navigate(`/emails/domains/${o.id}/edit`);
        else onOpenEmail(o.id);
      }}
      renderOption={(props, o) => {
        const { key: _key, ...rest } = props as typeof props & { key?: string };
        return (
          <li {...rest} key={`${o.kind}-${o.id}`}>
            {o.label}
            {o.detail && <span style={{ marginLeft: 8, opacity: 0.6 }}>{o.detail}</span>}
          </li>
        );
      }}
      loading={found.isFetching}
      noOptionsText={query.trim() ? 'Nothing found.' : 'Type part of an address or a domain.'}
      renderInput={(params) => <TextField {...params} label="Find an address or domain" size="small" />}
    />
  );
}
