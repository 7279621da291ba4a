import {
  LIBRARY_TYPES,
  type TKeyword,
  type TLibraryEntry,
  type TLibraryEntryCreate,
  type TOrganization,
  type TPerson,
  ZLibraryEntryCreate,
} from '@intel/contracts';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import type { FormValues } from '../../../components/resource-form.tsx';
import { useOptions } from '../../../lib/options.ts';
import { library } from '../api/library.ts';

/** The contract's body plus the fields `prepare` turns into its authors. */
type LibraryForm = TLibraryEntryCreate & { author_person_ids?: number[]; author_names?: string[] };

export function LibraryEditScreen() {
  const keywords = useOptions<TKeyword>('/keywords', (k) => k.name, 'name');
  const orgs = useOptions<TOrganization>('/assets/organizations', (o) => o.name_dba, 'name_dba');
  const people = useOptions<TPerson>('/assets/people', (p) => p.display_name, 'name_family');
  return (
    <ResourceEdit<TLibraryEntry, LibraryForm>
      path={library.path}
      schema={ZLibraryEntryCreate}
      noun="library entry"
      listHref="/library?tab=1"
      afterSave={(l) => `/library/${l.id}`}
      defaults={{ visibility: 'hidden', type: 'Article' }}
      fields={[
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'type', label: 'Type', type: 'select', options: LIBRARY_TYPES, required: true },
        { name: 'publish_date', label: 'Published', type: 'partial-date' },
        {
          name: 'author_person_ids',
          label: 'Authors (people)',
          type: 'refs',
          multiple: true,
          options: people.data ?? [],
        },
        {
          name: 'author_names',
          label: 'Authors (names)',
          type: 'tags',
          helper: 'Authors who are not in People: type a name and press Enter.',
        },
        { name: 'publisher_id', label: 'Publisher', type: 'refs', options: orgs.data ?? [] },
        { name: 'abstract', label: 'Abstract', type: 'textarea' },
        { name: 'public_link', label: 'Public link', type: 'url' },
        { name: 'paywall_link', label: 'Paywall link', type: 'url' },
        {
          name: 'publish_frequency',
          label: 'Publish frequency',
          type: 'text',
          helper: 'e.g. Weekly, Monthly, One-off',
        },
        { name: 'keyword_ids', label: 'Keywords', type: 'refs', multiple: true, options: keywords.data ?? [] },
        {
          name: 'dataset_info',
          label: 'Dataset info (JSON)',
          type: 'textarea',
          helper: 'For datasets: e.g. {"rows": 1200, "source": "…"}',
        },
        { name: 'is_fav', label: 'Favourite', type: 'switch' },
        { name: 'visibility', label: 'Visibility', type: 'visibility' },
        { name: 'show_on_dashboard', label: 'Show on dashboard', type: 'switch' },
      ]}
      toForm={(l) => ({
        ...l,
        keyword_ids: l.keywords.map((k) => k.id),
        author_person_ids: l.authors.filter((a) => a.person_id).map((a) => a.person_id),
        author_names: l.authors.filter((a) => !a.person_id).map((a) => a.name),
        dataset_info: l.dataset_info ? JSON.stringify(l.dataset_info, null, 2) : '',
      })}
      prepare={(b: FormValues) => {
        const { author_person_ids, author_names, dataset_info, ...rest } = b;
        let dataset: unknown = null;
        if (String(dataset_info ?? '').trim()) {
          try {
            dataset = JSON.parse(String(dataset_info));
          } catch {
            // The server answers with a field error for a value that is not an object.
            dataset = String(dataset_info);
          }
        }
        return {
          ...rest,
          dataset_info: dataset,
          public_link: b.public_link || null,
          paywall_link: b.paywall_link || null,
          authors: [
            ...((author_person_ids as number[]) ?? []).map((person_id) => ({ person_id })),
            ...((author_names as string[]) ?? []).map((name) => ({ name })),
          ],
        };
      }}
    />
  );
}
