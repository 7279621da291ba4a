import type { TImportPreview, TImportReport } from '@intel/contracts';
import { Alert, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { plural } from '../lib/words.ts';

type ImportRow = TImportReport['rows'][number];

/** Rows shown of each outcome (a finished import reports every row; the page lists the first of them). */
const ROWS_SHOWN = 200;

/** "Row 3 · Acme (#12)": the row of the file and the record it names. */
function rowTitle(r: ImportRow): string {
  const record = [r.name, r.id ? `#${r.id}` : null].filter(Boolean).join(' ');
  return record ? `Row ${r.row} · ${record}` : `Row ${r.row}`;
}

/** "Legal name: Old Ltd → New Ltd" (a change) or "Legal name: New Ltd" (a new record's cell). */
const changeText = (c: ImportRow['changes'][number]) =>
  c.before === null ? `${c.column}: ${c.after}` : `${c.column}: ${c.before || '(empty)'} → ${c.after || '(empty)'}`;

/** One outcome's rows under a heading, with what each row does (or did) and how many more there are. */
function RowsSection({
  title,
  rows,
  total,
  detail,
}: {
  title: string;
  rows: ImportRow[];
  total: number;
  detail: (r: ImportRow) => string[];
}) {
  if (!total) return null;
  const shown = rows.slice(0, ROWS_SHOWN);
  const more = total - shown.length;
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2">
        {title} ({total})
      </Typography>
      <List dense disablePadding>
        {shown.map((r) => (
          <ListItem key={r.row} disableGutters sx={{ py: 0 }}>
            <ListItemText
              primary={rowTitle(r)}
              secondary={detail(r).map((line) => (
                <Box component="span" key={line} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {line}
                </Box>
              ))}
            />
          </ListItem>
        ))}
      </List>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          …and {plural(more, 'more row')}.
        </Typography>
      )}
    </Box>
  );
}

const byStatus = (rows: ImportRow[], status: ImportRow['status']) => rows.filter((r) => r.status === status);

/** What importing the file would do: its columns, the rows to create, to change (field by field) and rejected. */
export function ImportPreview({ preview }: { preview: TImportPreview }) {
  const { columns } = preview;
  return (
    <Box aria-label="Import preview" role="region">
      <Alert severity={preview.rejected ? 'warning' : 'info'}>
        Nothing is imported yet: {plural(preview.created, 'record')} to create, {plural(preview.updated, 'record')} to
        change, {preview.unchanged} unchanged, {plural(preview.rejected, 'row')} rejected.
      </Alert>
      <Box component="section" aria-label="Columns" sx={{ mt: 2 }}>
        <Typography component="h3" variant="subtitle2">
          Columns
        </Typography>
        <List dense disablePadding>
          {columns.matched.map((c) => (
            <ListItem key={c.header} disableGutters sx={{ py: 0 }}>
              <ListItemText primary={c.header === c.column ? c.header : `${c.header} → ${c.column}`} />
            </ListItem>
          ))}
          {columns.ignored.map((c) => (
            <ListItem key={`ignored-${c.header}`} disableGutters sx={{ py: 0 }}>
              <ListItemText primary={`${c.header}: ignored`} secondary={c.reason} />
            </ListItem>
          ))}
        </List>
        {columns.absent.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Not in the file, left as they are: {columns.absent.join(', ')}.
          </Typography>
        )}
      </Box>
      <ImportRows report={preview} future />
    </Box>
  );
}

/** The rows of a preview (`future`: "will be…") or of a finished import, by outcome, naming rows and fields. */
export function ImportRows({ report, future = false }: { report: TImportReport; future?: boolean }) {
  const fields = (r: ImportRow) => r.changes.map(changeText);
  return (
    <>
      <RowsSection
        title={future ? 'Will be created' : 'Created'}
        rows={byStatus(report.rows, 'created')}
        total={report.created}
        detail={fields}
      />
      <RowsSection
        title={future ? 'Will change' : 'Changed'}
        rows={byStatus(report.rows, 'updated')}
        total={report.updated}
        detail={fields}
      />
      <RowsSection
        title={future ? 'Will be rejected' : 'Rejected'}
        rows={byStatus(report.rows, 'rejected')}
        total={report.rejected}
        detail={(r) => r.errors}
      />
    </>
  );
}
