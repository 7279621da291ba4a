import { LIST_SEGMENTS, LIST_TYPES, type TKeyword, type TList, type TListCreate } from '@intel/contracts';
import { Alert } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import type { FieldDef, FormValues } from '../../../components/resource-form.tsx';
import { useOptions } from '../../../lib/options.ts';
import { LIST_TYPE_LABELS, optionsOf } from '../../../lib/words.ts';
import { lists, useListBySlug } from '../api/lists.ts';

/** `lists/create` and `lists/{type}/{slug}/edit`. */
export function ListEditScreen() {
  const { type, slug } = useParams();
  const [params] = useSearchParams();
  const keywords = useOptions<TKeyword>('/keywords', (k) => k.name, 'name');
  const existing = useListBySlug(type, slug, !!slug);
  if (slug && existing.isPending) return <FullPageSpinner />;
  if (slug && existing.error) return <Alert severity="error">{existing.error.message}</Alert>;
  const editing = !!slug;
  const fields: FieldDef<TListCreate>[] = [
    { name: 'name', label: 'Name', type: 'text', required: true },
    ...(editing
      ? []
      : ([
          {
            name: 'type',
            label: 'Type',
            type: 'select',
            options: optionsOf(LIST_TYPES, LIST_TYPE_LABELS),
            required: true,
          },
        ] as FieldDef<TListCreate>[])),
    { name: 'slug', label: 'Slug', type: 'text', helper: 'The list’s address; made from the name when empty.' },
    { name: 'description', label: 'Description', type: 'textarea' },
    {
      name: 'keyword_ids',
      label: 'Keywords',
      type: 'refs',
      multiple: true,
      options: keywords.data ?? [],
      helper: 'With auto-tagging, records carrying these keywords join the list.',
    },
    { name: 'auto_tagging', label: 'Auto-tagging', type: 'switch' },
    { name: 'visibility', label: 'Visibility', type: 'visibility' },
    { name: 'show_on_dashboard', label: 'Show on dashboard', type: 'switch' },
  ];
  const initialType = params.get('type');
  return (
    <ResourceEdit<TList, TListCreate>
      path={lists.path}
      noun="list"
      id={existing.data?.id}
      listHref="/lists?tab=1"
      afterSave={(l) => `/lists/${LIST_SEGMENTS[l.type]}/${l.slug}`}
      defaults={{
        visibility: 'public',
        auto_tagging: true,
        type: LIST_TYPES.includes(initialType as never) ? initialType : 'OrganizationsList',
      }}
      deleteWarning={(l) =>
        l.item_count
          ? `It holds ${l.item_count} item${l.item_count === 1 ? '' : 's'}; the records themselves stay.`
          : 'It is empty.'
      }
      fields={fields}
      toForm={(l) => ({ ...l, keyword_ids: l.keywords.map((k) => k.id) })}
      prepare={(b: FormValues) => ({ ...b, slug: b.slug || undefined })}
    />
  );
}
