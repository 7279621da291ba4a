import type { TAvailableFilter } from '@intel/contracts';
import { Box, Button, Chip, FormControl, InputLabel, MenuItem, Select, TextField } from '@mui/material';

type Props = {
  filters: TAvailableFilter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onClear: () => void;
};

/** The filters a list announces in `available-filters/`, as inputs; values live in the URL. */
export function FilterPanel({ filters, values, onChange, onClear }: Props) {
  const active = filters.some((f) => values[f.name]);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1 }}
      role="group"
      aria-label="Filters"
    >
      {filters.map((f) => {
        const value = values[f.name] ?? '';
        if (f.type === 'multi' || f.type === 'choice') {
          const selected = value ? value.split(',') : [];
          return (
            <FormControl key={f.name} size="small" sx={{ minWidth: 180 }}>
              <InputLabel id={`filter-${f.name}`}>{f.label}</InputLabel>
              <Select
                labelId={`filter-${f.name}`}
                label={f.label}
                multiple
                value={selected}
                onChange={(e) => {
                  const v = e.target.value;
                  onChange(f.name, (Array.isArray(v) ? v : [v]).join(','));
                }}
                renderValue={(vals) => (
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {vals.map((v) => (
                      <Chip key={v} size="small" label={f.options?.find((o) => o.value === v)?.label ?? v} />
                    ))}
                  </Box>
                )}
              >
                {(f.options ?? []).map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                    {o.count !== undefined ? ` (${o.count})` : ''}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          );
        }
        if (f.type === 'boolean') {
          return (
            <FormControl key={f.name} size="small" sx={{ minWidth: 150 }}>
              <InputLabel id={`filter-${f.name}`}>{f.label}</InputLabel>
              <Select
                labelId={`filter-${f.name}`}
                label={f.label}
                value={value}
                onChange={(e) => onChange(f.name, String(e.target.value))}
              >
                <MenuItem value="">Any</MenuItem>
                <MenuItem value="true">Yes</MenuItem>
                <MenuItem value="false">No</MenuItem>
              </Select>
            </FormControl>
          );
        }
        if (f.type === 'date_range' || f.type === 'number_range') {
          const [from = '', to = ''] = value.split(',');
          const set = (a: string, b: string) => onChange(f.name, a || b ? `${a},${b}` : '');
          const hint = f.type === 'date_range' ? 'YYYY or YYYY-MM-DD' : 'number';
          return (
            <Box key={f.name} sx={{ display: 'flex', gap: 0.5 }}>
              <TextField
                size="small"
                label={`${f.label} from`}
                placeholder={hint}
                value={from}
                onChange={(e) => set(e.target.value, to)}
                sx={{ width: 150 }}
              />
              <TextField
                size="small"
                label={`${f.label} to`}
                placeholder={hint}
                value={to}
                onChange={(e) => set(from, e.target.value)}
                sx={{ width: 150 }}
              />
            </Box>
          );
        }
        return (
          <TextField
            key={f.name}
            size="small"
            label={f.label}
            value={value}
            onChange={(e) => onChange(f.name, e.target.value)}
          />
        );
      })}
      {active && (
        <Button size="small" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
