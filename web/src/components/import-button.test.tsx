import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../test/render.tsx';
import { ImportButton } from './import-button.tsx';

const PATH = '/assets/organizations';

/** Picks `file` in the hidden file input, as the Import button's file chooser would. */
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Import organizations file'), { target: { files: [file] } });

const uploads = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => init?.method === 'POST' && String(input).startsWith(`/api/v1${PATH}/upload/?digest=`),
  );

describe('ImportButton', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('previews the file, imports the same file on confirmation, and reports rows and fields', async () => {
    const digest = 'a'.repeat(64);
    const fetchMock = mockApi({
      [`POST ${PATH}/upload/preview/`]: {
        created: 1,
        updated: 1,
        unchanged: 0,
        rejected: 1,
        digest,
        listed_per_status: 200,
        columns: {
          matched: [{ header: 'Name (DBA)', column: 'Name (DBA)' }],
          ignored: [{ header: 'Colour', reason: 'Not a column of organization records.' }],
          absent: ['Website'],
        },
        rows: [
          {
            row: 2,
            status: 'created',
            id: null,
            name: 'Acme',
            changes: [{ column: 'Name (DBA)', before: null, after: 'Acme' }],
            errors: [],
          },
          {
            row: 3,
            status: 'updated',
            id: 7,
            name: 'Old',
            changes: [{ column: 'Name (DBA)', before: 'Old', after: 'New' }],
            errors: [],
          },
          { row: 4, status: 'rejected', id: null, name: null, changes: [], errors: ['Name (DBA): required.'] },
        ],
      },
      // The import takes the previewed file's digest (any other: 409).
      [`POST ${PATH}/upload/`]: (url: URL) =>
        url.searchParams.get('digest') !== digest
          ? { status: 409, body: { detail: 'Not the previewed file.' } }
          : {
              created: 1,
              updated: 1,
              unchanged: 0,
              rejected: 1,
              rows: [
                {
                  row: 2,
                  status: 'created',
                  id: 10,
                  name: 'Acme',
                  changes: [{ column: 'Name (DBA)', before: null, after: 'Acme' }],
                  errors: [],
                },
                {
                  row: 3,
                  status: 'updated',
                  id: 7,
                  name: 'Old',
                  changes: [{ column: 'Name (DBA)', before: 'Old', after: 'New' }],
                  errors: [],
                },
                { row: 4, status: 'rejected', id: null, name: null, changes: [], errors: ['Name (DBA): required.'] },
              ],
            },
    });
    const { queryClient } = renderScreen(<ImportButton path={PATH} noun="organizations" />, { url: '/organizations' });
    queryClient.setQueryData([PATH, 'list', {}], page([]));
    queryClient.setQueryData(['/assets/people', 'list', {}], page([]));
    pick(new File(['Name (DBA)\nAcme'], 'orgs.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import organizations: preview' });
    const preview = within(dialog).getByRole('region', { name: 'Import preview' });
    expect(preview).toHaveTextContent(
      'Nothing is imported yet: 1 record to create, 1 record to change, 0 unchanged, 1 row rejected.',
    );
    expect(within(preview).getByRole('region', { name: 'Columns' })).toHaveTextContent('Colour: ignored');
    expect(within(preview).getByRole('region', { name: 'Will change' })).toHaveTextContent(
      'Row 3 · Old #7Name (DBA): Old → New',
    );
    expect(within(preview).getByRole('region', { name: 'Will be rejected' })).toHaveTextContent(
      'Row 4Name (DBA): required.',
    );
    // Nothing imported, nothing refreshed, until the user confirms.
    expect(uploads(fetchMock)).toHaveLength(0);
    expect(queryClient.getQueryState([PATH, 'list', {}])?.isInvalidated).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(
      await within(dialog).findByText('1 created, 1 updated, 0 unchanged, 1 rejected.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Created' })).toHaveTextContent('Row 2 · Acme #10');
    expect(within(dialog).getByRole('region', { name: 'Changed' })).toHaveTextContent('Name (DBA): Old → New');
    const [, init] = uploads(fetchMock)[0] as [unknown, RequestInit];
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(queryClient.getQueryState([PATH, 'list', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/assets/people', 'list', {}])?.isInvalidated).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);

  it('shows why the server refused the file', async () => {
    mockApi({ [`POST ${PATH}/upload/preview/`]: { status: 400, body: { detail: 'The file has no header row.' } } });
    const onImported = vi.fn();
    renderScreen(<ImportButton path={PATH} noun="organizations" onImported={onImported} />, { url: '/organizations' });
    pick(new File([''], 'empty.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import organizations' });
    expect(await within(dialog).findByText('The file has no header row.')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});
