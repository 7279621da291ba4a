import type { TGeo, TKeyword } from '@intel/contracts';
import { Typography } from '@mui/material';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, isTenantAdmin, useAuth } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatCount } from '../../../lib/format.ts';
import { GEO_KIND_LABELS, labelOf } from '../../../lib/words.ts';
import { geoList, keywords } from '../api/keywords.ts';

/** `keywords`: tab 0 the tenant's keywords, tab 1 the geos (SPEC §2 menu: geos at /keywords?tab=1). */
export function KeywordsScreen() {
  const auth = useAuth();
  return (
    <TabbedScreen
      title="Keywords"
      tabs={[
        {
          label: 'Keywords',
          content: (
            <ResourceTable<TKeyword>
              path={keywords.path}
              noun="keywords"
              canWrite={isResearch(auth)}
              createHref="/keywords/create"
              rowHref={(k) => (isResearch(auth) ? `/keywords/${k.id}/edit` : `/search?q=${encodeURIComponent(k.name)}`)}
              bulkVisibility
              columns={[
                { key: 'name', label: 'Name', sort: 'name', render: (k) => <strong>{k.name}</strong> },
                {
                  key: 'slug',
                  label: 'Slug',
                  render: (k) => (
                    <Typography variant="body2" color="text.secondary">
                      {k.slug}
                    </Typography>
                  ),
                },
                { key: 'usage', label: 'Records', render: (k) => formatCount(k.usage_count) },
                { key: 'visibility', label: 'Visibility', render: (k) => <VisibilityChip value={k.visibility} /> },
                {
                  key: 'updated',
                  label: 'Updated',
                  sort: 'updated_at',
                  render: (k) => formatDate(k.updated_at),
                },
              ]}
            />
          ),
        },
        {
          label: 'Geos',
          content: (
            <ResourceTable<TGeo>
              path={geoList.path}
              noun="geos"
              canWrite={isTenantAdmin(auth)}
              createHref="/geos/create"
              rowHref={isTenantAdmin(auth) ? (g) => `/geos/${g.id}/edit` : undefined}
              columns={[
                { key: 'name', label: 'Name', sort: 'name', render: (g) => g.name },
                {
                  key: 'iso2',
                  label: 'ISO',
                  sort: 'iso2',
                  render: (g) => [g.iso2, g.iso3].filter(Boolean).join(' / '),
                },
                { key: 'kind', label: 'Kind', render: (g) => labelOf(GEO_KIND_LABELS, g.kind) },
                { key: 'cities', label: 'Cities', render: (g) => formatCount(g.city_count) },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
