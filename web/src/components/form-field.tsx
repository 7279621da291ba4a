import { type TVisibility, VISIBILITIES } from '@intel/contracts';
import { Autocomplete, Chip, FormControlLabel, FormHelperText, MenuItem, Switch, TextField } from '@mui/material';
import { VISIBILITY_AUDIENCE, VISIBILITY_LABELS } from '../lib/words.ts';
import type { FieldDef } from './form-values.ts';
import { PartialDateField } from './partial-date-field.tsx';

/**
 * Who sees each visibility, "(the default)" after the one a new record of this form starts with:
 * the help is built from the form's own default, so the two cannot disagree (issue 36 item 3).
 */
export function visibilityHelp(dflt: unknown, extra?: string): string {
  const parts = VISIBILITIES.map((v: TVisibility) => {
    const word = VISIBILITY_LABELS[v];
    return `${word}: ${VISIBILITY_AUDIENCE[v]}${v === dflt ? ' (the default)' : ''}`;
  });
  return `${parts.join('; ')}.${extra ? ` ${extra}` : ''}`;
}

/** One field of a resource form, by its definition; `err` replaces the helper text; `dflt` is a new record's value. */
export function FormField({
  f,
  value,
  err,
  set,
  dflt,
}: {
  f: FieldDef;
  value: unknown;
  err: string | undefined;
  set: (name: string, value: unknown) => void;
  dflt?: unknown;
}) {
  switch (f.type) {
    case 'switch':
      return (
        <>
          <FormControlLabel
            control={<Switch checked={!!value} onChange={(e) => set(f.name, e.target.checked)} />}
            label={f.label}
          />
          {f.helper && <FormHelperText sx={{ mt: 0, ml: 6.5 }}>{f.helper}</FormHelperText>}
        </>
      );
    case 'visibility':
      return (
        <TextField
          select
          fullWidth
          label={f.label}
          value={value}
          onChange={(e) => set(f.name, e.target.value)}
          error={!!err}
          helperText={err ?? visibilityHelp(dflt, f.helper)}
        >
          {VISIBILITIES.map((v) => (
            <MenuItem key={v} value={v}>
              {VISIBILITY_LABELS[v]}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'select':
      return (
        <TextField
          select
          fullWidth
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
        <PartialDateField label={f.label} value={String(value ?? '')} onChange={(t) => set(f.name, t)} error={err} />
      );
    case 'tags':
      return (
        <Autocomplete
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
          renderInput={(params) => <TextField {...params} label={f.label} error={!!err} helperText={err ?? f.helper} />}
        />
      );
    }
    default:
      return (
        // Every field spans the form: one column of equal widths, no label cut to its box.
        <TextField
          fullWidth
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
}
