import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, sentBodies, setViewport } from '../../../test/render.tsx';
import { RawDataScreen } from './rawdata-screen.tsx';

const item = {
  id: 11,
  title: 'Board minutes',
  text: 'Acme Robotics hired Ada Lovelace as CTO.',
  type: 'text',
  processing_status: 'completed',
  error_message: null,
  entities: [{ id: 1 }],
  suggested_entities: [{ id: 2, status: 'suggested' }],
  source: { alias: 'Inbox', url: null },
  buckets: [{ id: 1, name: 'Q1' }],
  updated_at: '2026-01-02T00:00:00Z',
};

describe('RawDataScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the counts by type and status', async () => {
    mockApi({
      '/raw-data/type-counts/': {
        total: 1234,
        by_type: { text: 1000, file: 200, url: 30, quick: 4 },
        by_status: { pending: 1, processing: 2, completed: 1200, error: 31 },
      },
    });
    renderScreen(<RawDataScreen />, { url: '/rawdata' });
    expect(screen.getByRole('heading', { name: 'Raw Data' })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quick Collection' })).toHaveAttribute('href', '/shortcuts');
  });

  it('lists the items and queues the selected ones for processing', async () => {
    const fetchMock = mockApi({ '/raw-data/': page([item]), 'POST /raw-data/process/': { queued: 1 } });
    renderScreen(<RawDataScreen />, { url: '/rawdata?tab=1' });
    const table = await screen.findByRole('table', { name: 'raw data' });
    expect(await within(table).findByText('Board minutes')).toBeInTheDocument();
    expect(within(table).getByText('1 linked · 1 suggested')).toBeInTheDocument();
    expect(within(table).getByText('Processed')).toBeInTheDocument();
    expect(within(table).getByText('Text')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Board minutes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await vi.waitFor(() => expect(sentBodies(fetchMock, 'POST', '/raw-data/process/')).toEqual([{ ids: [11] }]));
  });

  it('says when there are no buckets yet', async () => {
    mockApi();
    renderScreen(<RawDataScreen />, { url: '/rawdata?tab=2' });
    expect(await screen.findByText('No buckets yet.')).toBeInTheDocument();
  });
});
