import { Box, TextField } from '@mui/material';
import { formatCalendarDate } from '../lib/dates.ts';

/** A partial date as the API holds it: date + which parts are unknown. */
export type PartialDate = {
  date: string | null;
  incomplete_day: boolean;
  incomplete_month: boolean;
  incomplete_year: boolean;
};

/** "2019" / "2019-03" / "2019-03-12" ⇄ a partial date (stored as the first day of the known span). */
export function parsePartialDate(text: string): PartialDate | 'invalid' {
  const t = text.trim();
  if (!t) return { date: null, incomplete_day: false, incomplete_month: false, incomplete_year: false };
  let m = /^(\d{4})$/.exec(t);
  if (m) return { date: `${m[1]}-01-01`, incomplete_day: true, incomplete_month: true, incomplete_year: false };
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12)
    return { date: `${t}-01`, incomplete_day: true, incomplete_month: false, incomplete_year: false };
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m && !Number.isNaN(Date.parse(`${t}T00:00:00Z`)) && new Date(`${t}T00:00:00Z`).toISOString().startsWith(t)) {
    return { date: t, incomplete_day: false, incomplete_month: false, incomplete_year: false };
  }
  return 'invalid';
}

export function partialDateText(p: Partial<PartialDate> | null | undefined): string {
  if (!p?.date) return '';
  if (p.incomplete_month) return p.date.slice(0, 4);
  if (p.incomplete_day) return p.date.slice(0, 7);
  return p.date;
}

/** "2019", "Mar 2019" or "Mar 12, 2019" in the reader's locale, as every other date (lib/dates.ts). */
export function formatPartialDate(p: Partial<PartialDate> | null | undefined): string {
  if (!p?.date) return '';
  return formatCalendarDate(p.date, p.incomplete_month ? 'year' : p.incomplete_day ? 'month' : 'day');
}

export function PartialDateField(props: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
}) {
  const parsed = parsePartialDate(props.value);
  const invalid = parsed === 'invalid';
  return (
    <Box>
      <TextField
        fullWidth
        label={props.label}
        value={props.value}
        placeholder="2019, 2019-03 or 2019-03-12"
        onChange={(e) => props.onChange(e.target.value)}
        error={invalid || !!props.error}
        helperText={
          invalid
            ? 'Use a year, year and month, or a full date: 2019, 2019-03 or 2019-03-12.'
            : (props.error ?? (parsed.date ? formatPartialDate(parsed) : 'Year, year and month, or full date'))
        }
      />
    </Box>
  );
}
