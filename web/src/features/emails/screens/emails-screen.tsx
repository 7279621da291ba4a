import { DEFAULT_PAGE_LIMIT, type TEmailDomain, type TEmailEntry } from '@intel/contracts';
import { Button, Chip, Link as MuiLink, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatCount } from '../../../lib/format.ts';
import { DOMAINS_PATH, EMAILS_PATH } from '../api/emails-api.ts';
import { EmailDialog } from '../components/email-dialog.tsx';
import { EmailQuickFind } from '../components/email-quick-find.tsx';
import { EmailText } from '../components/email-text.tsx';
import { EnrichStatusChip } from '../components/enrich-status-chip.tsx';

/** SPEC §9: the email list opens 50 rows a page (the shared table's default is 25). */
function WithDefaultLimit({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const location = useLocation();
  if (params.get('limit')) return children;
  const next = new URLSearchParams(params);
  next.set('limit', String(DEFAULT_PAGE_LIMIT));
  return <Navigate to={`${location.pathname}?${next}`} replace />;
}

function EmailsTab() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <EmailQuickFind onOpenEmail={setOpen} />
      <ResourceTable<TEmailEntry>
        path={EMAILS_PATH}
        noun="emails"
        canWrite
        createHref="/emails/add"
        columns={[
          {
            key: 'email',
            label: 'Email',
            sort: 'email',
            render: (e) => (
              <Button
                size="small"
                onClick={() => setOpen(e.id)}
                sx={{ textTransform: 'none', justifyContent: 'flex-start', p: 0, minWidth: 0 }}
                aria-label={`Open ${e.email}`}
              >
                <EmailText email={e.email} />
              </Button>
            ),
          },
          { key: 'name', label: 'Name', sort: 'name', render: (e) => e.name ?? '' },
          {
            key: 'domain',
            label: 'Domain',
            sort: 'domain',
            render: (e) =>
              e.domain_id ? (
                <MuiLink component={Link} to={`/emails/domains/${e.domain_id}/edit`}>
                  {e.domain}
                </MuiLink>
              ) : (
                e.domain
              ),
          },
          { key: 'source', label: 'Source', render: (e) => e.source ?? '' },
          {
            key: 'cleaned',
            label: 'Clean',
            render: (e) =>
              e.cleaned ? (
                <Chip size="small" label="clean" color="success" variant="outlined" />
              ) : (
                <Chip size="small" label="not clean" />
              ),
          },
          {
            key: 'created',
            label: 'Added',
            sort: 'created_at',
            render: (e) => formatDateTime(e.created_at),
          },
        ]}
      />
      <EmailDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}

function DomainsTab() {
  return (
    <ResourceTable<TEmailDomain>
      path={DOMAINS_PATH}
      noun="domains"
      canWrite={false}
      rowHref={(d) => `/emails/domains/${d.id}/edit`}
      columns={[
        { key: 'domain', label: 'Domain', sort: 'domain', render: (d) => <strong>{d.domain}</strong> },
        {
          key: 'count',
          label: 'Clean addresses',
          sort: 'cleaned_emails_count',
          render: (d) => formatCount(d.cleaned_emails_count),
        },
        {
          key: 'organization',
          label: 'Organization',
          render: (d) =>
            d.organization ? (
              <MuiLink component={Link} to={`/organizations/${d.organization.id}`}>
                {d.organization.name}
              </MuiLink>
            ) : (
              ''
            ),
        },
        {
          key: 'status',
          label: 'Enrichment',
          sort: 'enrich_status',
          render: (d) => <EnrichStatusChip status={d.enrich_status} />,
        },
        {
          key: 'title',
          label: 'Site',
          render: (d) => (
            <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 280 }}>
              {d.enrichment.title ?? ''}
            </Typography>
          ),
        },
        { key: 'mx', label: 'Mail servers', render: (d) => formatCount(d.enrichment.mx.length) },
      ]}
    />
  );
}

/**
 * `emails`: tab 0 the domains, tab 1 the addresses. The tab bar's "Emails" goes to ?tab=1; the
 * menu's "Domains" link is "/emails?tab=1/", whose tab value is not a number and so lands on tab 0.
 */
export function EmailsScreen() {
  return (
    <TabbedScreen
      title="Emails"
      tabs={[
        {
          label: 'Domains',
          content: (
            <WithDefaultLimit>
              <DomainsTab />
            </WithDefaultLimit>
          ),
        },
        {
          label: 'Emails',
          content: (
            <WithDefaultLimit>
              <EmailsTab />
            </WithDefaultLimit>
          ),
        },
      ]}
    />
  );
}
