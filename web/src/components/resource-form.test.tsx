import { type TOrganizationCreate, ZOrganizationCreate } from '@intel/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render.tsx';
import { type FieldDef, type FormValues, ResourceForm, toFormValues } from './resource-form.tsx';

const fields: FieldDef<TOrganizationCreate>[] = [
  { name: 'name_dba', label: 'Name (doing business as)', type: 'text', required: true },
  { name: 'founding_date', label: 'Founded', type: 'partial-date' },
  { name: 'website', label: 'Website', type: 'url' },
  { name: 'visibility', label: 'Visibility', type: 'visibility' },
];
const prepare = (b: FormValues) => ({ ...b, website: b.website || null });

function form(onSubmit = vi.fn(), initial: FormValues = {}) {
  return (
    <ResourceForm
      title="New organization"
      fields={fields}
      initial={toFormValues(fields, { visibility: 'hidden', ...initial })}
      submitLabel="Create organization"
      schema={ZOrganizationCreate}
      prepare={prepare}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />
  );
}

const input = (label: RegExp) => screen.getByRole('textbox', { name: label });

describe('ResourceForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows every error at once, lists them with links and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    renderScreen(form(onSubmit), { url: '/organizations/create' });
    fireEvent.change(input(/Founded/), { target: { value: '2019-13-45' } });
    fireEvent.change(input(/Website/), { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByText('3 fields need a fix')).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#field-name_dba',
      '#field-founding_date',
      '#field-website',
    ]);
    expect(links[0]).toHaveTextContent('Name (doing business as)');
    expect(links[1]).toHaveTextContent('Founded');
    expect(links[2]).toHaveTextContent('Website');
    // Each field carries its own message too.
    expect(input(/Name \(doing business as\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/Founded/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/Website/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input(/Name \(doing business as\)/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves focus to a field from its link in the summary', async () => {
    renderScreen(form(), { url: '/organizations/create' });
    fireEvent.change(input(/Website/), { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    const summary = await screen.findByTestId('error-summary');
    const links = within(summary).getAllByRole('link');
    fireEvent.click(links[links.length - 1] as HTMLElement);
    expect(input(/Website/)).toHaveFocus();
  });

  it('accepts a bare domain as the website and sends it as a link', async () => {
    const onSubmit = vi.fn();
    renderScreen(form(onSubmit), { url: '/organizations/create' });
    fireEvent.change(input(/Name \(doing business as\)/), { target: { value: 'Acme Robotics' } });
    fireEvent.change(input(/Founded/), { target: { value: '2019-03' } });
    fireEvent.change(input(/Website/), { target: { value: 'acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const body = onSubmit.mock.calls[0]?.[0] as FormValues;
    expect(body).toMatchObject({ name_dba: 'Acme Robotics', website: 'https://acme.example', visibility: 'hidden' });
    expect(body.founding_date).toMatchObject({ date: '2019-03-01', incomplete_day: true, incomplete_month: false });
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it("shows the server's field errors under their fields", async () => {
    const { ApiError } = await import('../lib/api-client.ts');
    const error = new ApiError('HTTP_ERROR', 'Check the fields.', 400, { name_dba: ['This name is taken.'] });
    renderScreen(
      <ResourceForm
        title="Edit organization"
        fields={fields}
        initial={toFormValues(fields, { name_dba: 'Acme', visibility: 'hidden' })}
        submitLabel="Save changes"
        error={error}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
      { url: '/organizations/1/edit' },
    );
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByText('One field needs a fix')).toBeInTheDocument();
    expect(within(summary).getByText('Check the fields.')).toBeInTheDocument();
    expect(screen.getAllByText(/This name is taken\./).length).toBeGreaterThan(0);
    await waitFor(() => expect(input(/Name \(doing business as\)/)).toHaveFocus());
  });

  it('ties a field to its contract: a name that is not in the body does not compile', () => {
    const typed: FieldDef<TOrganizationCreate> = { name: 'website', label: 'Website', type: 'url' };
    // @ts-expect-error -- "webiste" is not a field of ZOrganizationCreate
    const misspelt: FieldDef<TOrganizationCreate> = { name: 'webiste', label: 'Website', type: 'url' };
    expect([typed.name, misspelt.name]).toEqual(['website', 'webiste']);
  });
});
