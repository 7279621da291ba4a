import { PARSE_TEXT_MAX_BYTES, type TParseTextResult } from '@intel/contracts';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useParseText } from '../api/emails-api.ts';
import { ParseResult } from '../components/parse-result.tsx';

/**
 * `emails/add`, open to everyone: one address or any pasted text (a mail header, a signature, a
 * page); the server extracts, normalises and de-duplicates the addresses and says what it did.
 */
export function EmailsAddScreen() {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<TParseTextResult | null>(null);
  const parse = useParseText();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setFieldError('Enter your email address, or paste some text with addresses.');
    if (new Blob([JSON.stringify({ raw_text: text })]).size > PARSE_TEXT_MAX_BYTES)
      return setFieldError('The text is too large: send at most 1 MiB at a time (split it into parts).');
    setFieldError(null);
    parse.mutate(text, {
      onSuccess: (r) => {
        setResult(r);
        if (r.found > 0) setText('');
      },
    });
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Add your email
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Join the list: enter your address, or paste any text that contains addresses — a mail header, a signature, a
        list. Each address is added once; names in angle brackets (Ada Lovelace &lt;ada@example.com&gt;) are kept.
      </Typography>
      <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, mb: 3 }}>
        <Stack spacing={2}>
          <TextField
            label="Email address or text"
            placeholder="name@example.com"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            maxRows={16}
            error={!!fieldError}
            helperText={fieldError ?? 'Addresses written as "name at example dot com" are left alone.'}
            autoFocus
          />
          {parse.error && <Alert severity="error">{parse.error.message}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={parse.isPending}>
              {parse.isPending ? 'Adding…' : 'Add'}
            </Button>
          </Box>
        </Stack>
      </Paper>
      {result && <ParseResult result={result} />}
    </Box>
  );
}
