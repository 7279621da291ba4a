import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { FormValues } from '../../../components/resource-form.tsx';
import { fieldsFromWebsite } from '../api/organizations.ts';

/** "Fill from website": the server reads the page and suggests fields; empty fields are filled, lists merged. */
export function FillFromUrl({ values, merge }: { values: FormValues; merge: (changes: FormValues) => void }) {
  const [busy, setBusy] = useState(false);
  const website = String(values.website ?? '').trim();
  const fill = async () => {
    setBusy(true);
    try {
      const f = await fieldsFromWebsite(website);
      const list = (key: string, more: string[]) => [...new Set([...((values[key] as string[]) ?? []), ...more])];
      merge({
        ...(values.name_dba ? {} : { name_dba: f.name ?? '' }),
        ...(values.description ? {} : { description: f.description ?? '' }),
        emails: list('emails', f.emails),
        phones: list('phones', f.phones),
        associated_urls: list('associated_urls', f.social_links),
      });
      toast.success('Filled from the website. Check the fields before saving.');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Button variant="outlined" onClick={fill} disabled={!website || busy}>
        {busy ? 'Reading the website…' : 'Fill from website'}
      </Button>
      <Typography variant="body2" color="text.secondary">
        Enter the website below first; empty fields are filled from its page.
      </Typography>
    </Stack>
  );
}
