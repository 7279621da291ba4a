import { VISIBILITIES } from '@intel/contracts';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { PartialDateField, parsePartialDate, partialDateText } from './partial-date-field.tsx';

export type FieldDef =
  | { name: string; label: string; type: 'text' | 'textarea' | 'url' | 'email'; required?: boolean; helper?: string }
  | { name: string; label: string; type: 'number'; helper?: string; min?: number; max?: number; step?: number }
  | {
      name: string;
      label: string;
      type: 'select';
      options: readonly string[] | { value: string; label: string }[];
      required?: boolean;
      helper?: string;
    }
  | { name: string; label: string; type: 'switch'; helper?: string }
  | { name: string; label: string; type: 'visibility' }
  | { name: string; label: string; type: 'partial-date' }
  | { name: string; label: string; type: 'date' }
  | { name: string; label: string; type: 'tags'; helper?: string }
  | {
      name: string;
      label: string;
      type: 'refs';
      /** Options to pick from: id + label. */
      options: { id: number; label: string }[];
      multiple?: boolean;
      helper?: string;
    };

export type FormValues = Record<string, unknown>;

/** Form state ← record: partial dates become their text form. */
export function toFormValues(fields: FieldDef[], record: FormValues | undefined): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = record?.[f.name];
    if (f.type === 'partial-date') out[f.name] = partialDateText(v as never);
    else if (f.type === 'switch') out[f.name] = !!v;
    else if (f.type === 'tags') out[f.name] = Array.isArray(v) ? v : [];
    else if (f.type === 'refs') out[f.name] = v ?? (f.multiple ? [] : null);
    else if (f.type === 'visibility') out[f.name] = v ?? 'hidden';
    else out[f.name] = v ?? '';
  }
  return out;
}

/** Form state → request body; a field error map when a value cannot be sent. */
export function toBody(fields: FieldDef[], values: FormValues): { body: FormValues; errors: Record<string, string> } {
  const body: FormValues = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'partial-date') {
      const p = parsePartialDate(String(v ?? ''));
      if (p === 'invalid') errors[f.name] = 'Use 2019, 2019-03 or 2019-03-12.';
      else body[f.name] = p;
    } else if (f.type === 'number') {
      body[f.name] = v === '' || v === null || v === undefined ? null : Number(v);
    } else if (f.type === 'date' || f.type === 'select') {
      body[f.name] = v === '' ? null : v;
    } else body[f.name] = v;
  }
  return { body, errors };
}

type Props = {
  title: string;
  fields: FieldDef[];
  initial: FormValues;
  submitLabel: string;
  busy?: boolean;
  error?: unknown;
  onSubmit: (body: FormValues) => void;
  onCancel: () => void;
  extra?: ReactNode;
  /** Helpers above the fields that may fill several of them (e.g. "fill from website"). */
  tools?: (values: FormValues, merge: (changes: FormValues) => void) => ReactNode;
};

/** Every edit and create screen: fields from a list, server field errors shown on their field. */
export function ResourceForm(props: Props) {
  const [values, setValues] = useState<FormValues>(props.initial);
  const [local, setLocal] = useState<Record<string, string>>({});
  const serverErrors = props.error instanceof ApiError ? (props.error.errors ?? {}) : {};
  const errorOf = (name: string) =>
    local[name] ??
    serverErrors[name]?.[0] ??
    Object.entries(serverErrors).find(([k]) => k.startsWith(`${name}.`))?.[1]?.[0];
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { body, errors } = toBody(props.fields, values);
    setLocal(errors);
    if (Object.keys(errors).length === 0) props.onSubmit(body);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 820 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {props.title}
      </Typography>
      {props.error instanceof Error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {props.error.message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {props.tools?.(values, (changes) => setValues((v) => ({ ...v, ...changes })))}
        <Stack spacing={2}>
          {props.fields.map((f) => {
            const err = errorOf(f.name);
            const value = values[f.name];
            switch (f.type) {
              case 'switch':
                return (
                  <FormControlLabel
                    key={f.name}
                    control={<Switch checked={!!value} onChange={(e) => set(f.name, e.target.checked)} />}
                    label={f.label}
                  />
                );
              case 'visibility':
                return (
                  <TextField
                    key={f.name}
                    select
                    label={f.label}
                    value={value}
                    onChange={(e) => set(f.name, e.target.value)}
                    error={!!err}
                    helperText={err ?? 'Public: everyone; paywalled: logged-in readers; hidden: research team only.'}
                  >
                    {VISIBILITIES.map((v) => (
                      <MenuItem key={v} value={v}>
                        {v}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              case 'select':
                return (
                  <TextField
                    key={f.name}
                    select
                    label={f.label}
                    value={value ?? ''}
                    onChange={(e) => set(f.name, e.target.value)}
                    error={!!err}
                    helperText={err ?? f.helper}
                    required={f.required}
                  >
                    {!f.required && <MenuItem value="">—</MenuItem>}
                    {f.options.map((o) => {
                      const opt = typeof o === 'string' ? { value: o, label: o } : o;
                      return (
                        <MenuItem key={opt.value} value={opt.value}>
                          {opt.label}
                        </MenuItem>
                      );
                    })}
                  </TextField>
                );
              case 'partial-date':
                return (
                  <PartialDateField
                    key={f.name}
                    label={f.label}
                    value={String(value ?? '')}
                    onChange={(t) => set(f.name, t)}
                    error={err}
                  />
                );
              case 'tags':
                return (
                  <Autocomplete
                    key={f.name}
                    multiple
                    freeSolo
                    options={[]}
                    value={(value as string[]) ?? []}
                    onChange={(_e, v) => set(f.name, v)}
                    renderValue={(tags, getItemProps) =>
                      tags.map((t, i) => <Chip size="small" label={t} {...getItemProps({ index: i })} key={t} />)
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={f.label}
                        error={!!err}
                        helperText={err ?? f.helper ?? 'Type and press Enter'}
                      />
                    )}
                  />
                );
              case 'refs': {
                const selectedIds = f.multiple
                  ? ((value as number[]) ?? [])
                  : value === null || value === undefined
                    ? []
                    : [value as number];
                const picked = f.options.filter((o) => selectedIds.includes(o.id));
                return (
                  <Autocomplete
                    key={f.name}
                    multiple={!!f.multiple as true}
                    options={f.options}
                    getOptionLabel={(o) => o.label}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    value={f.multiple ? picked : ((picked[0] ?? null) as never)}
                    onChange={(_e, v) =>
                      set(
                        f.name,
                        f.multiple
                          ? (v as unknown as { id: number }[]).map((o) => o.id)
                          : ((v as unknown as { id: number } | null)?.id ?? null),
                      )
                    }
                    renderInput={(params) => (
                      <TextField {...params} label={f.label} error={!!err} helperText={err ?? f.helper} />
                    )}
                  />
                );
              }
              default:
                return (
                  <TextField
                    key={f.name}
                    label={f.label}
                    type={f.type === 'textarea' ? 'text' : f.type === 'date' ? 'date' : f.type}
                    multiline={f.type === 'textarea'}
                    minRows={f.type === 'textarea' ? 3 : undefined}
                    value={value ?? ''}
                    onChange={(e) => set(f.name, e.target.value)}
                    error={!!err}
                    helperText={err ?? ('helper' in f ? f.helper : undefined)}
                    required={'required' in f ? f.required : undefined}
                    slotProps={f.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
                  />
                );
            }
          })}
        </Stack>
      </Paper>
      {props.extra}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={props.busy}>
          {props.busy ? 'Saving…' : props.submitLabel}
        </Button>
        <Button onClick={props.onCancel}>Cancel</Button>
      </Stack>
    </Box>
  );
}
