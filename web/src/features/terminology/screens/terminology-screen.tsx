import type { TTerm } from '@intel/contracts';
import { Typography } from '@mui/material';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { terms } from '../api/terminology.ts';

export function TerminologyScreen() {
  const auth = useAuth();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Terminology
      </Typography>
      <ResourceTable<TTerm>
        path={terms.path}
        noun="terms"
        canWrite={isResearch(auth)}
        createHref="/terminology/create"
        rowHref={isResearch(auth) ? (t) => `/terminology/${t.id}/edit` : undefined}
        bulkVisibility
        columns={[
          { key: 'term', label: 'Term', sort: 'term', render: (t) => <strong>{t.term}</strong> },
          { key: 'definition', label: 'Definition', render: (t) => t.definition },
          { key: 'aliases', label: 'Aliases', render: (t) => t.aliases.join(', ') },
          { key: 'visibility', label: 'Visibility', render: (t) => <VisibilityChip value={t.visibility} /> },
        ]}
      />
    </>
  );
}
