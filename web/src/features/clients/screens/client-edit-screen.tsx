import type { TClient } from '@intel/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteResource, useResource, useSaveResource } from '../../../lib/resource-api.ts';
import { clients, tenantInfoKeys } from '../api/clients.ts';
import { ClientFields, type ClientFormValues, toBody, toFormValues } from '../components/client-fields.tsx';
import { DeleteTenantDialog } from '../components/delete-tenant-dialog.tsx';

const PATH = clients.path;

/** `clients/create` and `clients/{id}/edit`. */
export function ClientEditScreen() {
  const { id } = useParams();
  const record = useResource<TClient>(PATH, id);
  if (id && record.isPending) return <FullPageSpinner label="Loading the tenant" />;
  if (id && record.error) return <LoadError error={record.error} />;
  return <ClientForm key={id ?? 'new'} id={id} client={record.data} />;
}

function lockReason(c: TClient | undefined): string | undefined {
  if (c?.is_current) return 'This is the tenant you are signed in to: its address and state stay as they are.';
  if (c?.is_default) return 'This is the default tenant: its address and state stay as they are.';
  return undefined;
}

function ClientForm({ id, client }: { id: string | undefined; client: TClient | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveResource<TClient>(PATH, id);
  const remove = useDeleteResource(PATH);
  const [values, setValues] = useState<ClientFormValues>(() => toFormValues(client));
  const [confirm, setConfirm] = useState(false);
  // Fields changed since the last save attempt: their server errors are out of date, so hidden.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const isNew = !id;
  const serverErrors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const errorOf = (name: string) => (edited.has(name.split('.').pop() ?? name) ? undefined : serverErrors[name]?.[0]);
  const set = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setEdited((e) => new Set(e).add(key));
  };
  const locked = lockReason(client);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setEdited(new Set());
    save.mutate(toBody(values, isNew), {
      onSuccess: (saved) => {
        // Names and paywall links show in every tenant's shell: forget what was looked up.
        void queryClient.invalidateQueries({ queryKey: tenantInfoKeys.all });
        toast.success(isNew ? `Created ${saved.host}. Its admin can log in there now.` : 'Saved.');
        navigate('/clients');
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 820 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {isNew ? 'New tenant' : `Edit tenant ${client?.subdomain ?? ''}`}
      </Typography>
      {save.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error.message}
        </Alert>
      )}
      <ClientFields values={values} set={set} errorOf={errorOf} isNew={isNew} locked={locked} />
      {client && !locked && (
        <Box sx={{ mb: 2 }}>
          <Button color="error" variant="outlined" onClick={() => setConfirm(true)}>
            Delete tenant
          </Button>
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : isNew ? 'Create tenant' : 'Save changes'}
        </Button>
        <Button onClick={() => navigate('/clients')}>Cancel</Button>
      </Stack>
      {client && (
        <DeleteTenantDialog
          client={client}
          open={confirm}
          busy={remove.isPending}
          onClose={() => setConfirm(false)}
          onConfirm={() =>
            remove.mutate(client.id, {
              onSuccess: () => {
                toast.success(`Deleted ${client.host}.`);
                navigate('/clients');
              },
              onError: (e) => {
                setConfirm(false);
                toast.error(e.message);
              },
            })
          }
        />
      )}
    </Box>
  );
}
