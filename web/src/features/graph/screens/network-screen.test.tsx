import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen, setViewport } from '../../../test/render.tsx';
import { NetworkScreen } from './network-screen.tsx';

// cytoscape draws on a canvas jsdom does not have: the drawing is replaced, the screen's table is what is tested.
vi.mock('../components/network-canvas.tsx', () => ({
  NetworkCanvas: () => <div data-testid="network-canvas" />,
}));

const node = (kind: string, id: number, label: string) => ({
  key: `${kind}:${id}`,
  kind,
  id,
  label,
  visibility: 'public',
  date: null,
  date_precision: null,
  date_label: null,
  list_type: null,
  slug: null,
});
const acme = node('organizations', 1, 'Acme Robotics');
const ada = node('people', 7, 'Ada Lovelace');
const fund = node('ledger', 4, 'Fund II');

describe('NetworkScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws a record and its neighbours and lists them in a table', async () => {
    mockApi({
      '/graph/organizations/1/': {
        center: acme,
        nodes: [ada, fund],
        edges: [
          { source: 'people:7', target: 'organizations:1', type: 'works_at', label: 'CTO' },
          { source: 'ledger:4', target: 'organizations:1', type: 'vehicle', label: null },
        ],
        total: 2,
        more: 0,
      },
    });
    renderScreen(<NetworkScreen />, { url: '/network/organizations/1', path: '/network/:kind/:id' });
    expect(await screen.findByRole('heading', { name: 'Network of Acme Robotics' })).toBeInTheDocument();
    expect(screen.getByTestId('network-canvas')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Records in this network' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/people/7');
    expect(within(table).getByRole('link', { name: 'Fund II' })).toHaveAttribute('href', '/ledger/4');
    expect(within(table).getByText('works at (CTO)')).toBeInTheDocument();
    expect(within(table).getByText('Person')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    expect(within(table).getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeChecked();
  });

  it('says when the address is not a network', () => {
    mockApi();
    renderScreen(<NetworkScreen />, { url: '/network/planets/1', path: '/network/:kind/:id' });
    expect(screen.getByText(/This is not the address of a record’s network\./)).toBeInTheDocument();
  });

  it('shows the not-found page when the record cannot be loaded', async () => {
    mockApi({ '/graph/people/9/': { status: 404, body: { detail: 'Not found.' } } });
    renderScreen(<NetworkScreen />, { url: '/network/people/9', path: '/network/:kind/:id' });
    expect(await screen.findByText("Oops, we can't find a pulse...")).toBeInTheDocument();
  });
});
