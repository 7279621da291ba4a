import type { TParseTextResult } from '@intel/contracts';
import { Alert, Box, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { formatCount } from '../../../lib/format.ts';
import { EmailText } from './email-text.tsx';

function plural(n: number, one: string, many: string) {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** What parse_text did: totals, then the addresses by domain (added first), then what was not an address. */
export function ParseResult({ result }: { result: TParseTextResult }) {
  if (result.found === 0 && result.invalid === 0) {
    return (
      <Alert severity="info" role="status">
        No email address was found in what you entered. Write it as name@example.com.
      </Alert>
    );
  }
  const summary =
    result.found === 0
      ? 'No valid email address was found.'
      : result.added === 0
        ? `Nothing new: ${plural(result.already_present, 'address was', 'addresses were')} already on the list.`
        : `Added ${plural(result.added, 'address', 'addresses')}${
            result.already_present ? `; ${formatCount(result.already_present)} already on the list` : ''
          }.`;
  return (
    <Stack spacing={2} aria-label="Result">
      <Alert severity={result.added > 0 ? 'success' : result.found > 0 ? 'info' : 'warning'} role="status">
        {summary}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip color="success" label={`Added: ${result.added.toLocaleString('en-US')}`} />
        <Chip label={`Already present: ${result.already_present.toLocaleString('en-US')}`} />
        <Chip
          color={result.invalid ? 'warning' : 'default'}
          label={`Invalid: ${result.invalid.toLocaleString('en-US')}`}
        />
      </Stack>
      {result.domains.map((group) => {
        const more = group.added + group.already_present - group.emails.length;
        return (
          <Paper key={group.domain} variant="outlined" sx={{ p: 2 }} component="section" aria-label={group.domain}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {group.domain}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {group.added} added · {group.already_present} already present
            </Typography>
            <List dense disablePadding>
              {group.emails.map((e) => (
                <ListItem key={e.email} disableGutters>
                  <ListItemText
                    primary={<EmailText email={e.email} />}
                    secondary={e.status === 'added' ? 'Added' : 'Already present'}
                  />
                </ListItem>
              ))}
            </List>
            {more > 0 && (
              <Typography variant="body2" color="text.secondary">
                and {plural(more, 'more address', 'more addresses')}
              </Typography>
            )}
          </Paper>
        );
      })}
      {result.domains_total > result.domains.length && (
        <Typography variant="body2" color="text.secondary">
          and {plural(result.domains_total - result.domains.length, 'more domain', 'more domains')}.
        </Typography>
      )}
      {result.invalid > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h2">
            Not valid addresses
          </Typography>
          <List dense disablePadding>
            {result.invalid_examples.map((text) => (
              <ListItem key={text} disableGutters>
                <ListItemText primary={text} slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }} />
              </ListItem>
            ))}
          </List>
          {result.invalid > result.invalid_examples.length && (
            <Typography variant="body2" color="text.secondary">
              and {formatCount(result.invalid - result.invalid_examples.length)} more
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
