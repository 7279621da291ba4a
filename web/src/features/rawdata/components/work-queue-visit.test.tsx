import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FROM_WORK_QUEUE } from '../../../lib/work-queue.ts';
import { mockApi, renderScreen } from '../../../test/render.tsx';
import { WorkQueueVisit } from './work-queue-visit.tsx';

const TARGET = '/rawdata?tab=1&processed_since=2026-12-01T09%3A30%3A00.000Z';
const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).includes('/work-queue/seen/') && init?.method === 'POST');

describe('the raw data list opened from the work queue (issue 36 item 5)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts as a visit once, and says what it is filtered to', async () => {
    const fetchMock = mockApi({ 'POST /work-queue/seen/': { seen_at: '2026-12-05T10:00:00.000Z' } });
    renderScreen(
      <Link to={TARGET} state={FROM_WORK_QUEUE}>
        4 documents processed since your last visit
      </Link>,
      { url: '/', elsewhere: <WorkQueueVisit /> },
    );
    fireEvent.click(screen.getByRole('link', { name: /4 documents/ }));
    expect(await screen.findByText(/^Processed since /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/rawdata?tab=1');
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  });

  it('is no visit when the list is opened another way', async () => {
    const fetchMock = mockApi({ 'POST /work-queue/seen/': { seen_at: '2026-12-05T10:00:00.000Z' } });
    renderScreen(<WorkQueueVisit />, { url: TARGET, path: '/rawdata' });
    expect(await screen.findByText(/^Processed since /)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });
});
