import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../test/render.tsx';
import { ImportButton } from './import-button.tsx';

const PATH = '/assets/organizations';

/** Picks `file` in the hidden file input, as the Import button's file chooser would. */
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Import organizations file'), { target: { files: [file] } });

const uploads = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input) === `/api/v1${PATH}/upload/`);

describe('ImportButton', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the file, shows the report with each rejected row, and refreshes this resource only', async () => {
    const fetchMock = mockApi({
      [`POST ${PATH}/upload/`]: {
        created: 2,
        updated: 1,
        unchanged: 0,
        rejected: 1,
        rows: [
          { row: 2, status: 'created', id: 10, errors: [] },
          { row: 3, status: 'rejected', id: null, errors: ['Name (DBA): required.'] },
        ],
      },
    });
    const { queryClient } = renderScreen(<ImportButton path={PATH} noun="organizations" />, { url: '/organizations' });
    queryClient.setQueryData([PATH, 'list', {}], page([]));
    queryClient.setQueryData(['/assets/people', 'list', {}], page([]));
    pick(new File(['Name (DBA)\nAcme'], 'orgs.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import organizations' });
    expect(await within(dialog).findByText('2 created, 1 updated, 0 unchanged, 1 rejected.')).toBeInTheDocument();
    const report = within(dialog).getByRole('list', { name: 'Import report' });
    expect(within(report).getByText('Row 3: rejected')).toBeInTheDocument();
    expect(within(report).getByText('Name (DBA): required.')).toBeInTheDocument();
    expect(within(report).queryByText('Row 2: rejected')).toBeNull();
    const [, init] = uploads(fetchMock)[0] as [unknown, RequestInit];
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(queryClient.getQueryState([PATH, 'list', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/assets/people', 'list', {}])?.isInvalidated).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('shows why the server refused the file', async () => {
    mockApi({ [`POST ${PATH}/upload/`]: { status: 400, body: { detail: 'The file has no header row.' } } });
    const onImported = vi.fn();
    renderScreen(<ImportButton path={PATH} noun="organizations" onImported={onImported} />, { url: '/organizations' });
    pick(new File([''], 'empty.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import organizations' });
    expect(await within(dialog).findByText('The file has no header row.')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});
