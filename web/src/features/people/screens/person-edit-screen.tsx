import { type TKeyword, type TOrganization, type TPerson, type TPersonCreate, ZPersonCreate } from '@intel/contracts';
import { useRef } from 'react';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import type { FormValues } from '../../../components/resource-form.tsx';
import { useOptions } from '../../../lib/options.ts';
import { people } from '../api/people.ts';

/** The contract's body plus the field `prepare` turns into it (organization_ids → organizations with roles). */
type PersonForm = TPersonCreate & { organization_ids?: number[] };

export function PersonEditScreen() {
  const keywords = useOptions<TKeyword>('/keywords', (k) => k.name, 'name');
  const orgs = useOptions<TOrganization>('/assets/organizations', (o) => o.name_dba, 'name_dba');
  // Roles are edited on the organization's side; keep them when the set of organizations changes here.
  const roles = useRef(new Map<number, string>());
  return (
    <ResourceEdit<TPerson, PersonForm>
      self="Person"
      path={people.path}
      schema={ZPersonCreate}
      noun="person"
      listHref="/people?tab=1"
      afterSave={(p) => `/people/${p.id}`}
      defaults={{ visibility: 'hidden' }}
      fields={[
        { name: 'name_given', label: 'Given name', type: 'text' },
        { name: 'name_family', label: 'Family name', type: 'text' },
        { name: 'name_nickname', label: 'Nickname', type: 'text' },
        { name: 'name_legal', label: 'Legal name', type: 'text' },
        {
          name: 'gender',
          label: 'Gender',
          type: 'select',
          options: [
            { value: 'F', label: 'Female' },
            { value: 'M', label: 'Male' },
          ],
        },
        { name: 'birth_date', label: 'Born', type: 'partial-date' },
        { name: 'organization_ids', label: 'Organizations', type: 'refs', multiple: true, options: orgs.data ?? [] },
        { name: 'professional_profile', label: 'Professional profile', type: 'text' },
        { name: 'current_address_city', label: 'City', type: 'text' },
        { name: 'current_address_street', label: 'Street', type: 'text' },
        { name: 'current_address_zipcode', label: 'Postcode', type: 'text' },
        { name: 'passport_country', label: 'Passport country', type: 'text' },
        { name: 'main_url', label: 'Main link', type: 'url' },
        { name: 'emails', label: 'Emails', type: 'tags' },
        { name: 'phones', label: 'Phones', type: 'tags' },
        { name: 'associated_urls', label: 'Associated links', type: 'tags' },
        { name: 'keyword_ids', label: 'Keywords', type: 'refs', multiple: true, options: keywords.data ?? [] },
        { name: 'met_event_name', label: 'Met at (event)', type: 'text' },
        { name: 'met_event_date', label: 'Met on', type: 'date' },
        { name: 'about', label: 'About', type: 'textarea' },
        { name: 'notes', label: 'Notes', type: 'textarea' },
        { name: 'admin_notes', label: 'Admin notes (research team only)', type: 'textarea' },
        { name: 'visibility', label: 'Visibility', type: 'visibility' },
        { name: 'show_on_dashboard', label: 'Show on dashboard', type: 'switch' },
      ]}
      toForm={(p) => {
        roles.current = new Map(p.organizations.map((o) => [o.id, o.role]));
        return { ...p, keyword_ids: p.keywords.map((k) => k.id), organization_ids: p.organizations.map((o) => o.id) };
      }}
      prepare={(b: FormValues) => {
        const { organization_ids, ...rest } = b;
        return {
          ...rest,
          main_url: b.main_url || null,
          organizations: ((organization_ids as number[]) ?? []).map((id) => ({
            organization_id: id,
            role: roles.current.get(id) ?? '',
          })),
        };
      }}
    />
  );
}
