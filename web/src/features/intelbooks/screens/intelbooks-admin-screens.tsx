import type { TCategory, TCategoryCreate, TFact, TFactCreate, TSection, TSectionCreate } from '@intel/contracts';
import { Typography } from '@mui/material';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { useOptions } from '../../../lib/options.ts';
import { categories, facts, sections } from '../api/intelbooks.ts';
import { ShareButton } from '../components/share-button.tsx';

const Title = ({ children }: { children: string }) => (
  <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
    {children}
  </Typography>
);

export function CategoriesScreen() {
  return (
    <>
      <Title>Categories</Title>
      <ResourceTable<TCategory>
        path={categories.path}
        noun="categories"
        canWrite
        createHref="/categories/create"
        rowHref={(c) => `/categories/${c.id}/edit`}
        bulkVisibility
        columns={[
          { key: 'order', label: 'Order', sort: 'sort_order', render: (c) => c.sort_order },
          { key: 'name', label: 'Name', sort: 'name', render: (c) => <strong>{c.name}</strong> },
          { key: 'sections', label: 'Sections', render: (c) => c.section_count },
          { key: 'visibility', label: 'Visibility', render: (c) => <VisibilityChip value={c.visibility} /> },
          {
            key: 'share',
            label: 'Share',
            render: (c) => <ShareButton target={{ category_id: c.id }} name={c.name} visibility={c.visibility} />,
          },
        ]}
      />
    </>
  );
}

export function SectionsScreen() {
  return (
    <>
      <Title>Sections</Title>
      <ResourceTable<TSection>
        path={sections.path}
        noun="sections"
        canWrite
        createHref="/sections/create"
        rowHref={(s) => `/sections/${s.id}/edit`}
        bulkVisibility
        columns={[
          { key: 'category', label: 'Category', render: (s) => s.category_name ?? '—' },
          { key: 'order', label: 'Order', sort: 'sort_order', render: (s) => s.sort_order },
          { key: 'name', label: 'Name', sort: 'name', render: (s) => <strong>{s.name}</strong> },
          { key: 'facts', label: 'Facts', render: (s) => s.fact_count },
          { key: 'visibility', label: 'Visibility', render: (s) => <VisibilityChip value={s.visibility} /> },
          {
            key: 'share',
            label: 'Share',
            render: (s) => <ShareButton target={{ section_id: s.id }} name={s.name} visibility={s.visibility} />,
          },
        ]}
      />
    </>
  );
}

export function FactsScreen() {
  return (
    <>
      <Title>Facts</Title>
      <ResourceTable<TFact>
        path={facts.path}
        noun="facts"
        canWrite
        createHref="/facts/create"
        rowHref={(f) => `/facts/${f.id}/edit`}
        bulkVisibility
        columns={[
          { key: 'section', label: 'Section', render: (f) => f.section_name ?? '—' },
          { key: 'order', label: 'Order', sort: 'sort_order', render: (f) => f.sort_order },
          { key: 'text', label: 'Fact', render: (f) => f.text },
          { key: 'visibility', label: 'Visibility', render: (f) => <VisibilityChip value={f.visibility} /> },
        ]}
      />
    </>
  );
}

/**
 * New intelbooks records start hidden (as every record but lists, SPEC §3): what "public" means is
 * said where it is chosen, because a public fact reaches anonymous share links at once.
 */
const visibilityHelp = (noun: string) =>
  `Public means anyone, anonymous share links included, as soon as you save this ${noun}.`;

export function CategoryEditScreen() {
  return (
    <ResourceEdit<TCategory, TCategoryCreate>
      path={categories.path}
      noun="category"
      listHref="/categories"
      afterSave={() => '/categories'}
      defaults={{ visibility: 'hidden', sort_order: 0 }}
      deleteWarning={(c) => (c.section_count ? `Its ${c.section_count} sections and their facts are deleted too.` : '')}
      fields={[
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'description', label: 'Description', type: 'textarea' },
        { name: 'sort_order', label: 'Order', type: 'number', min: 0 },
        { name: 'visibility', label: 'Visibility', type: 'visibility', helper: visibilityHelp('category') },
      ]}
    />
  );
}

export function SectionEditScreen() {
  const cats = useOptions<TCategory>('/categories', (c) => c.name, 'sort_order');
  return (
    <ResourceEdit<TSection, TSectionCreate>
      path={sections.path}
      noun="section"
      listHref="/sections"
      afterSave={() => '/sections'}
      defaults={{ visibility: 'hidden', sort_order: 0 }}
      deleteWarning={(s) => (s.fact_count ? `Its ${s.fact_count} facts are deleted too.` : '')}
      fields={[
        { name: 'category_id', label: 'Category', type: 'refs', options: cats.data ?? [] },
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'description', label: 'Description', type: 'textarea' },
        { name: 'sort_order', label: 'Order', type: 'number', min: 0 },
        { name: 'visibility', label: 'Visibility', type: 'visibility', helper: visibilityHelp('section') },
      ]}
    />
  );
}

export function FactEditScreen() {
  const secs = useOptions<TSection>(
    '/sections',
    (s) => (s.category_name ? `${s.category_name} › ${s.name}` : s.name),
    'sort_order',
  );
  return (
    <ResourceEdit<TFact, TFactCreate>
      path={facts.path}
      noun="fact"
      listHref="/facts"
      afterSave={() => '/facts'}
      defaults={{ visibility: 'hidden', sort_order: 0 }}
      fields={[
        { name: 'section_id', label: 'Section', type: 'refs', options: secs.data ?? [] },
        { name: 'text', label: 'Fact', type: 'textarea', required: true },
        { name: 'source_links', label: 'Source links', type: 'tags' },
        { name: 'sort_order', label: 'Order', type: 'number', min: 0 },
        { name: 'visibility', label: 'Visibility', type: 'visibility', helper: visibilityHelp('fact') },
      ]}
    />
  );
}
