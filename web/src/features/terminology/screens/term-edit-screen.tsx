import { type TTerm, type TTermCreate, ZTermCreate } from '@intel/contracts';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { terms } from '../api/terminology.ts';

export function TermEditScreen() {
  return (
    <ResourceEdit<TTerm, TTermCreate>
      path={terms.path}
      schema={ZTermCreate}
      noun="term"
      listHref="/terminology"
      afterSave={() => '/terminology'}
      defaults={{ visibility: 'public' }}
      fields={[
        { name: 'term', label: 'Term', type: 'text', required: true },
        { name: 'definition', label: 'Definition', type: 'textarea' },
        { name: 'aliases', label: 'Aliases', type: 'tags', helper: 'Other names processing should recognise.' },
        { name: 'visibility', label: 'Visibility', type: 'visibility' },
        { name: 'show_on_dashboard', label: 'Show on dashboard', type: 'switch' },
      ]}
    />
  );
}
