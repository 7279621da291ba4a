import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen, setViewport } from '../../../test/render.tsx';
import { ShareScreen } from './share-screen.tsx';

const tree = [
  {
    id: 3,
    name: 'Markets',
    description: null,
    sections: [
      {
        id: 4,
        name: 'Robotics',
        description: null,
        facts: [
          { id: 1, text: 'Warehouse robots grew 30% in 2025.', source_links: [] },
          { id: 2, text: 'Drone delivery is still small.', source_links: [] },
        ],
      },
    ],
  },
];

describe('ShareScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the shared outline as a public visitor sees it, and filters its facts', async () => {
    const fetchMock = mockApi({ '/share-codes/AbCdE12345/tree/': tree });
    // Logged in, still no token goes along: a share shows what the public sees.
    renderScreen(<ShareScreen />, { url: '/s/AbCdE12345', path: '/s/:code' });
    expect(await screen.findByRole('heading', { name: 'Shared Intelbook' })).toBeInTheDocument();
    expect(screen.getByText('Warehouse robots grew 30% in 2025.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [unknown, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Filter facts'), { target: { value: 'drone' } });
    expect(screen.getByText('Drone delivery is still small.')).toBeInTheDocument();
    expect(screen.queryByText('Warehouse robots grew 30% in 2025.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Filter facts'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No facts match.')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown or revoked code', async () => {
    mockApi({ '/share-codes/Gone000000/tree/': { status: 404, body: { detail: 'Not found.' } } });
    renderScreen(<ShareScreen />, { url: '/s/Gone000000', path: '/s/:code', auth: null });
    expect(await screen.findByText("Oops, we can't find a pulse...")).toBeInTheDocument();
  });

  it('says an empty share has nothing public yet', async () => {
    mockApi({ '/share-codes/Empty00000/tree/': [] });
    renderScreen(<ShareScreen />, { url: '/s/Empty00000', path: '/s/:code', auth: null });
    expect(await screen.findByText('Nothing in this shared Intelbook is public yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Filter facts')).toBeNull();
  });
});
