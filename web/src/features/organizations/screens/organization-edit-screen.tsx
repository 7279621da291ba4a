import {
  type TGeo,
  type TKeyword,
  type TOrganization,
  type TOrganizationCreate,
  ZOrganizationCreate,
} from '@intel/contracts';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import type { FormValues } from '../../../components/resource-form.tsx';
import { useOptions } from '../../../lib/options.ts';
import { organizations } from '../api/organizations.ts';
import { FillFromUrl } from '../components/fill-from-url.tsx';

export function OrganizationEditScreen() {
  const keywords = useOptions<TKeyword>('/keywords', (k) => k.name, 'name');
  const geos = useOptions<TGeo>('/geos', (g) => g.name, 'name');
  return (
    <ResourceEdit<TOrganization, TOrganizationCreate>
      self="Organization"
      path={organizations.path}
      schema={ZOrganizationCreate}
      noun="organization"
      listHref="/organizations?tab=1"
      afterSave={(o) => `/organizations/${o.id}`}
      defaults={{ visibility: 'hidden' }}
      fields={[
        { name: 'name_dba', label: 'Name (doing business as)', type: 'text', required: true },
        { name: 'name_inc', label: 'Legal name', type: 'text' },
        {
          name: 'ownership_type',
          label: 'Ownership type',
          type: 'text',
          helper: 'e.g. Private, Public, Partnership, Non-profit',
        },
        { name: 'founding_date', label: 'Founded', type: 'partial-date' },
        { name: 'website', label: 'Website', type: 'url' },
        { name: 'description', label: 'Description', type: 'textarea' },
        { name: 'hq_geo_id', label: 'Headquarters country', type: 'refs', options: geos.data ?? [] },
        { name: 'emails', label: 'Emails', type: 'tags' },
        { name: 'phones', label: 'Phones', type: 'tags' },
        { name: 'associated_urls', label: 'Associated links', type: 'tags' },
        { name: 'keyword_ids', label: 'Keywords', type: 'refs', multiple: true, options: keywords.data ?? [] },
        { name: 'notes', label: 'Notes', type: 'textarea' },
        { name: 'admin_notes', label: 'Admin notes (research team only)', type: 'textarea' },
        { name: 'visibility', label: 'Visibility', type: 'visibility' },
        { name: 'show_on_dashboard', label: 'Show on dashboard', type: 'switch' },
      ]}
      prepare={(b: FormValues) => ({ ...b, website: b.website || null })}
      toForm={(o) => ({ ...o, keyword_ids: o.keywords.map((k) => k.id) })}
      tools={(values, merge) => <FillFromUrl values={values} merge={merge} />}
    />
  );
}
