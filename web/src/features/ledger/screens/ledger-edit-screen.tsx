import {
  type TKeyword,
  type TLedgerEntry,
  type TLedgerEntryCreate,
  type TOrganization,
  VEHICLE_TYPES,
  ZLedgerEntryCreate,
} from '@intel/contracts';
import { useSearchParams } from 'react-router';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import type { FormValues } from '../../../components/resource-form.tsx';
import { useOptions } from '../../../lib/options.ts';
import { ledger } from '../api/ledger.ts';

export function LedgerEditScreen() {
  const [params] = useSearchParams();
  const keywords = useOptions<TKeyword>('/keywords', (k) => k.name, 'name');
  const orgs = useOptions<TOrganization>('/assets/organizations', (o) => o.name_dba, 'name_dba');
  // A suggested entry (the annotated document's "Add to the ledger") arrives with its investor and name.
  const organization = params.get('organization');
  const name = params.get('name');
  return (
    <ResourceEdit<TLedgerEntry, TLedgerEntryCreate>
      path={ledger.path}
      schema={ZLedgerEntryCreate}
      noun="ledger entry"
      listHref="/ledger?tab=1"
      afterSave={(l) => `/ledger/${l.id}`}
      defaults={{
        visibility: 'hidden',
        vehicle_type: 'VC',
        organization_id: organization ? Number(organization) : null,
        ...(name ? { name: name.slice(0, 300) } : {}),
      }}
      fields={[
        { name: 'organization_id', label: 'Organization', type: 'refs', options: orgs.data ?? [] },
        { name: 'name', label: 'Vehicle name', type: 'text', required: true },
        { name: 'vehicle_type', label: 'Vehicle type', type: 'select', options: VEHICLE_TYPES, required: true },
        { name: 'inv_currency', label: 'Currency', type: 'text', helper: 'Three letters, e.g. USD, EUR' },
        { name: 'inv_date', label: 'Invested', type: 'partial-date' },
        { name: 'inv_risk', label: 'Risk', type: 'text' },
        { name: 'ownership_percentage', label: 'Ownership %', type: 'number', min: 0, max: 100, step: 0.01 },
        { name: 'owned', label: 'Owned', type: 'switch' },
        { name: 'owner', label: 'Owner', type: 'text' },
        { name: 'public_url', label: 'Public link', type: 'url' },
        { name: 'private_url', label: 'Private link (research team only)', type: 'url' },
        { name: 'keyword_ids', label: 'Keywords', type: 'refs', multiple: true, options: keywords.data ?? [] },
        { name: 'admin_notes', label: 'Admin notes (research team only)', type: 'textarea' },
        { name: 'visibility', label: 'Visibility', type: 'visibility' },
        { name: 'show_on_dashboard', label: 'Show on dashboard', type: 'switch' },
      ]}
      toForm={(l) => ({ ...l, keyword_ids: l.keywords.map((k) => k.id) })}
      prepare={(b: FormValues) => ({ ...b, public_url: b.public_url || null, private_url: b.private_url || null })}
    />
  );
}
