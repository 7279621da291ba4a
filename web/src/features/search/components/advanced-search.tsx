import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/dates.ts';
import { advancedQuestion, WatchQuestionButton } from './watch-question.tsx';

type Row = { id: number; visibility: 'hidden' | 'paywalled' | 'public'; [k: string]: unknown };

const KINDS = {
  organizations: {
    label: 'Organizations',
    path: '/assets/organizations',
    name: (r: Row) => String(r.name_dba),
    href: (r: Row) => `/organizations/${r.id}`,
    sort: 'name_dba',
  },
  people: {
    label: 'People',
    path: '/assets/people',
    name: (r: Row) => String(r.display_name),
    href: (r: Row) => `/people/${r.id}`,
    sort: 'name_family',
  },
  ledger: {
    label: 'Ledger',
    path: '/assets/ledger',
    name: (r: Row) => String(r.name),
    href: (r: Row) => `/ledger/${r.id}`,
    sort: 'name',
  },
  library: {
    label: 'Library',
    path: '/assets/library',
    name: (r: Row) => String(r.title),
    href: (r: Row) => `/library/${r.id}`,
    sort: 'title',
  },
  keywords: {
    label: 'Keywords',
    path: '/keywords',
    name: (r: Row) => String(r.name),
    href: (r: Row) => `/keywords/${r.id}/edit`,
    sort: 'name',
  },
} as const;
type Kind = keyof typeof KINDS;

/**
 * `/search?tab=0`: advanced search — a kind, text and every filter of that kind's `available-filters/`,
 * all in the URL so the query can be shared and bookmarked. `?q=` comes from the search dialog.
 */
export function AdvancedSearch() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const kind = (params.get('kind') ?? 'organizations') as Kind;
  const spec = KINDS[kind] ?? KINDS.organizations;
  useEffect(() => {
    const q = params.get('q');
    if (q !== null) {
      const next = new URLSearchParams(params);
      next.delete('q');
      next.set('search', q);
      setParams(next, { replace: true });
    }
  }, [params, setParams]);
  const question = advancedQuestion(kind in KINDS ? kind : 'organizations', params);
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Kind"
          value={kind in KINDS ? kind : 'organizations'}
          onChange={(e) => {
            const next = new URLSearchParams({ tab: '0' });
            next.set('kind', e.target.value);
            const search = params.get('search');
            if (search) next.set('search', search);
            setParams(next);
          }}
          sx={{ minWidth: 200 }}
        >
          {Object.entries(KINDS).map(([k, v]) => (
            <MenuItem key={k} value={k}>
              {v.label}
            </MenuItem>
          ))}
        </TextField>
        <WatchQuestionButton text={question.text} query={question.query} source="advanced" />
      </Stack>
      {params.get('q') === null && (
        <ResourceTable<Row>
          key={kind}
          path={spec.path}
          noun={spec.label.toLowerCase()}
          canWrite={isResearch(auth)}
          rowHref={spec.href}
          filtersOpen
          columns={[
            { key: 'name', label: 'Name', sort: spec.sort, render: (r) => <strong>{spec.name(r)}</strong> },
            { key: 'visibility', label: 'Visibility', render: (r) => <VisibilityChip value={r.visibility} /> },
            {
              key: 'updated',
              label: 'Updated',
              sort: 'updated_at',
              render: (r) => formatDate(String(r.updated_at)),
            },
          ]}
        />
      )}
    </>
  );
}
