import type { TEmailDomain, TEmailEntry } from '@intel/contracts';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, List, ListItem, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { formatCount } from '../../../lib/format.ts';
import { EMAILS_PATH, useDomain, useEnrichDomain, useLinkOrganization } from '../api/emails-api.ts';
import { EmailText } from '../components/email-text.tsx';
import { EnrichStatusChip } from '../components/enrich-status-chip.tsx';
import { OrganizationPicker, type OrgOption } from '../components/organization-picker.tsx';

function OrganizationLink({ domain }: { domain: TEmailDomain }) {
  const [picked, setPicked] = useState<OrgOption | null>(domain.organization);
  const link = useLinkOrganization(domain.id);
  const fieldError = link.error instanceof ApiError ? link.error.errors?.organization_id?.[0] : undefined;
  const save = (organizationId: number | null) =>
    link.mutate(organizationId, {
      onSuccess: (d) => {
        setPicked(d.organization);
        toast.success(d.organization ? `Linked to ${d.organization.name}.` : 'Unlinked.');
      },
    });
  const changed = (picked?.id ?? null) !== domain.organization_id;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="domain-org-title">
      <Typography variant="h6" component="h2" id="domain-org-title" gutterBottom>
        Organization
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {domain.organization ? (
          <>
            Linked to{' '}
            <MuiLink component={Link} to={`/organizations/${domain.organization.id}`}>
              {domain.organization.name}
            </MuiLink>
            .
          </>
        ) : (
          'Not linked to an organization.'
        )}
      </Typography>
      {link.error && !fieldError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {link.error.message}
        </Alert>
      )}
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <OrganizationPicker value={picked} onChange={setPicked} error={fieldError} />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!changed || link.isPending} onClick={() => save(picked?.id ?? null)}>
            {link.isPending ? 'Saving…' : 'Save link'}
          </Button>
          {domain.organization && (
            <Button color="error" disabled={link.isPending} onClick={() => save(null)}>
              Unlink
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The enrichment as label / value rows; empty values show a dash. */
function enrichmentItems(domain: TEmailDomain): [string, ReactNode][] {
  const e = domain.enrichment;
  const site = e.site_url ? (
    <MuiLink href={e.site_url} target="_blank" rel="noopener noreferrer">
      {e.site_url}
    </MuiLink>
  ) : null;
  const mx = e.mx.length ? (
    <List dense disablePadding>
      {e.mx.map((m) => (
        <ListItem key={m.exchange} disableGutters sx={{ py: 0 }}>
          {m.exchange} (priority {m.priority})
        </ListItem>
      ))}
    </List>
  ) : domain.enrich_status === 'complete' ? (
    'None'
  ) : null;
  return [
    ['Site title', e.title],
    ['Site', site],
    ['HTTP status', e.http_status],
    ['Mail servers (MX)', mx],
    ['Last checked', e.checked_at ? formatDateTime(e.checked_at) : 'Not yet'],
    ['Problems', e.errors.length ? e.errors.join('\n') : null],
  ];
}

function Enrichment({ domain }: { domain: TEmailDomain }) {
  const enrich = useEnrichDomain(domain.id);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="domain-enrich-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="domain-enrich-title">
          Enrichment
        </Typography>
        <EnrichStatusChip status={domain.enrich_status} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={<RefreshIcon />}
          disabled={enrich.isPending}
          onClick={() =>
            enrich.mutate(undefined, {
              onSuccess: () => toast.info('Looking the domain up again…'),
              onError: (err) => toast.error(err.message),
            })
          }
        >
          Re-run enrichment
        </Button>
      </Stack>
      {domain.enrich_status === 'pending' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Not looked up yet, or a look-up is queued: this page updates when it is done.
        </Alert>
      )}
      {domain.enrich_status === 'unreachable' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Nothing answered for this domain: the server may have no network access, or the domain does not exist.
        </Alert>
      )}
      <DetailFields items={enrichmentItems(domain)} />
    </Paper>
  );
}

/** `emails/domains/{id}/edit`: link the domain to an organization, see and re-run its enrichment, its addresses. */
export function DomainEditScreen() {
  const { id } = useParams();
  const domain = useDomain(id);
  if (domain.isPending) return <FullPageSpinner />;
  if (domain.error) return <LoadError error={domain.error} />;
  const d = domain.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Box>
        <MuiLink component={Link} to="/emails?tab=0" variant="body2">
          ← Domains
        </MuiLink>
        <Typography variant="h5" component="h1">
          {d.domain}
        </Typography>
        <Typography color="text.secondary">
          {formatCount(d.cleaned_emails_count)} clean {d.cleaned_emails_count === 1 ? 'address' : 'addresses'} · added{' '}
          {formatDate(d.created_at)}
        </Typography>
      </Box>
      <OrganizationLink key={d.organization_id ?? 'none'} domain={d} />
      <Enrichment domain={d} />
      <Box component="section" aria-labelledby="domain-emails-title">
        <Typography variant="h6" component="h2" id="domain-emails-title" gutterBottom>
          Addresses
        </Typography>
        <ResourceTable<TEmailEntry>
          path={EMAILS_PATH}
          noun="addresses"
          canWrite={false}
          fixed={{ domain_id: d.id }}
          columns={[
            { key: 'email', label: 'Email', sort: 'email', render: (e) => <EmailText email={e.email} /> },
            { key: 'name', label: 'Name', sort: 'name', render: (e) => e.name ?? '' },
            { key: 'clean', label: 'Clean', render: (e) => (e.cleaned ? 'Yes' : 'No') },
            {
              key: 'created',
              label: 'Added',
              sort: 'created_at',
              render: (e) => formatDateTime(e.created_at),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
