import {
  operatorColumns,
  type TOperatorColumn,
  type TOperatorFieldValue,
  type TOperatorQuery,
  type TOperatorResult,
} from '@intel/contracts';
import {
  Link as MuiLink,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import { formatPartialDate, type PartialDate } from '../../../components/partial-date-field.tsx';
import { resultHref } from '../../../lib/result-href.ts';
import { humanize } from '../../../lib/words.ts';

/** Whole years from a birth date to today; "about" when only the year or month is known. */
function ageText(p: PartialDate, today = new Date()): string {
  if (!p.date || p.incomplete_year) return '';
  const [y, m, d] = p.date.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  if (age < 0 || age > 150) return '';
  return p.incomplete_day ? `about ${age}` : `age ${age}`;
}

function cellText(column: TOperatorColumn, value: TOperatorFieldValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') {
    const text = formatPartialDate(value);
    if (!text) return '—';
    const age = column.key === 'birth_date' ? ageText(value) : '';
    return age ? `${text} (${age})` : text;
  }
  if (column.format === 'percent' && typeof value === 'number')
    return `${value.toLocaleString(undefined, { maximumFractionDigits: 2 })}%`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * The answer's rows as a table: the name (a link to the record) and, beside it, the fields the
 * question was about — its filters and ordering (`operatorColumns`), e.g. ownership % and owner for stakes.
 */
export function OperatorResults({ query, results }: { query: TOperatorQuery; results: TOperatorResult[] }) {
  const columns = operatorColumns(query);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Operator results">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.format === 'percent' ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((r) => (
            <TableRow key={`${r.type}-${r.id}`} hover>
              <TableCell sx={{ minWidth: 140 }}>
                <MuiLink component={Link} to={resultHref(r)} underline="hover">
                  {r.display_name}
                </MuiLink>
                <Typography variant="caption" component="div" color="text.secondary">
                  {humanize(r.type)}
                </Typography>
              </TableCell>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.format === 'percent' ? 'right' : 'left'}
                  sx={{ whiteSpace: c.format === 'date' || c.format === 'percent' ? 'nowrap' : undefined }}
                >
                  {cellText(c, r.fields?.[c.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
