import type { TClient } from '@intel/contracts';
import { Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { clientConfig } from '../../../lib/config.ts';
import { DisableTenantDialog } from './disable-tenant-dialog.tsx';

export type ClientFormValues = {
  subdomain: string;
  name: string;
  admin_email: string;
  admin_password: string;
  payment_access_link: string;
  payment_access_message: string;
  chat_link: string;
  auto_process: boolean;
  max_upload_mb: string;
  operator_llm_url: string;
  disabled: boolean;
};

export function toFormValues(c: TClient | undefined): ClientFormValues {
  return {
    subdomain: c?.subdomain ?? '',
    name: c?.name ?? '',
    admin_email: '',
    admin_password: '',
    payment_access_link: c?.payment_access_link ?? '',
    payment_access_message: c?.payment_access_message ?? '',
    chat_link: c?.chat_link ?? '',
    auto_process: c?.processing.auto_process ?? true,
    max_upload_mb: String(c?.processing.max_upload_mb ?? 25),
    operator_llm_url: c?.operator_llm_url ?? '',
    disabled: c?.disabled ?? false,
  };
}

/** Form values → the body of POST (with the first admin) or PATCH /clients/. */
export function toBody(v: ClientFormValues, isNew: boolean): Record<string, unknown> {
  const size = Number(v.max_upload_mb);
  const common = {
    subdomain: v.subdomain,
    name: v.name,
    payment_access_link: v.payment_access_link,
    payment_access_message: v.payment_access_message,
    chat_link: v.chat_link,
    processing: { auto_process: v.auto_process, max_upload_mb: Number.isFinite(size) ? Math.trunc(size) : 0 },
    operator_llm_url: v.operator_llm_url,
  };
  return isNew
    ? { ...common, admin_email: v.admin_email, admin_password: v.admin_password }
    : { ...common, disabled: v.disabled };
}

type Props = {
  values: ClientFormValues;
  set: <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => void;
  errorOf: (name: string) => string | undefined;
  isNew: boolean;
  /** Why the subdomain and disabled flag are locked (the caller's own or the default tenant), if they are. */
  locked?: string;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** The tenant fields: address and name, first admin (new only), paywall and chat, processing, state. */
export function ClientFields({ values, set, errorOf, isNew, locked }: Props) {
  const [confirming, setConfirming] = useState(false);
  const text = (name: keyof ClientFormValues, label: string, helper?: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => set(name, e.target.value as never)}
      error={!!errorOf(name)}
      helperText={errorOf(name) ?? helper}
      {...extra}
    />
  );
  const preview = values.subdomain.trim().toLowerCase() || 'name';
  return (
    <>
      <Section title="Tenant">
        {text(
          'subdomain',
          'Subdomain',
          locked ?? `Its address: ${preview}.${clientConfig().baseDomain} — letters a–z, digits and hyphens.`,
          { required: true, disabled: !!locked, slotProps: { htmlInput: { maxLength: 63, autoCapitalize: 'none' } } },
        )}
        {text('name', 'Name', 'Shown to its visitors.', { required: true })}
      </Section>
      {isNew && (
        <Section title="First admin">
          {text('admin_email', 'Admin email', 'This person logs in on the new address and manages its users.', {
            required: true,
            type: 'email',
          })}
          {text('admin_password', 'Admin password', 'At least 10 characters; they can change it after logging in.', {
            required: true,
            type: 'password',
            autoComplete: 'new-password',
          })}
        </Section>
      )}
      <Section title="Paywall and chat">
        {text('payment_access_link', 'Payment access link', "Where 'Unlock Paywall Access' sends visitors.")}
        {text('payment_access_message', 'Payment access message', undefined, { multiline: true, minRows: 2 })}
        {text('chat_link', 'Chat link', 'The chat button of the menu screen.')}
      </Section>
      <Section title="Processing">
        <FormControlLabel
          control={<Switch checked={values.auto_process} onChange={(e) => set('auto_process', e.target.checked)} />}
          label="Process raw data automatically when it arrives"
        />
        <TextField
          label="Largest upload (MB)"
          type="number"
          value={values.max_upload_mb}
          onChange={(e) => set('max_upload_mb', e.target.value)}
          error={!!errorOf('processing.max_upload_mb')}
          helperText={errorOf('processing.max_upload_mb') ?? 'From 1 to 200.'}
          slotProps={{ htmlInput: { min: 1, max: 200 } }}
        />
        {text('operator_llm_url', 'Operator LLM endpoint (optional)', 'An OpenAI-compatible address; empty: built in.')}
      </Section>
      {!isNew && (
        <Section title="State">
          <FormControlLabel
            control={
              <Switch
                checked={values.disabled}
                disabled={!!locked && !values.disabled}
                // Switching it on asks first: disabling signs every user of the tenant out for good.
                onChange={(e) => (e.target.checked ? setConfirming(true) : set('disabled', false))}
              />
            }
            label="Disabled (its users are signed out and told so; visitors see the 404 page)"
          />
          <DisableTenantDialog
            name={values.name}
            open={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              set('disabled', true);
            }}
          />
          {(errorOf('disabled') || locked) && (
            <Typography variant="body2" color={errorOf('disabled') ? 'error' : 'text.secondary'}>
              {errorOf('disabled') ?? locked}
            </Typography>
          )}
        </Section>
      )}
    </>
  );
}
