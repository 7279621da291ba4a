import { type TKeyword, type TKeywordCreate, ZKeywordCreate } from '@intel/contracts';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { WatchButton } from '../../../components/watch-button.tsx';
import { keywords } from '../api/keywords.ts';

export function KeywordEditScreen() {
  return (
    <ResourceEdit<TKeyword, TKeywordCreate>
      path={keywords.path}
      schema={ZKeywordCreate}
      noun="keyword"
      listHref="/keywords"
      afterSave={() => '/keywords'}
      defaults={{ visibility: 'public' }}
      actions={(k) => <WatchButton type="Keyword" id={k.id} />}
      deleteWarning={(k) =>
        k.usage_count
          ? `It is on ${k.usage_count} record${k.usage_count === 1 ? '' : 's'}, which will lose it.`
          : 'No record uses it.'
      }
      fields={[
        { name: 'name', label: 'Name', type: 'text', required: true },
        {
          name: 'slug',
          label: 'Slug',
          type: 'text',
          helper: 'Lower-case letters, digits and hyphens; made from the name when empty.',
        },
        { name: 'description', label: 'Description', type: 'textarea' },
        { name: 'visibility', label: 'Visibility', type: 'visibility' },
        { name: 'show_on_dashboard', label: 'Show on dashboard', type: 'switch' },
      ]}
      prepare={(b) => ({ ...b, slug: b.slug || undefined })}
    />
  );
}
