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

  it('says how a second-degree record reaches the root, and marks records readers cannot see', async () => {
    const harbour = node('organizations', 2, 'Harbour Partners');
    const secret = { ...node('organizations', 3, 'Secret Holdings'), visibility: 'hidden' };
    mockApi({
      '/graph/organizations/1/': {
        center: acme,
        nodes: [ada],
        edges: [{ source: 'people:7', target: 'organizations:1', type: 'works_at', label: 'founder' }],
        total: 1,
        more: 0,
      },
      '/graph/people/7/': {
        center: ada,
        nodes: [acme, harbour, secret],
        edges: [
          { source: 'people:7', target: 'organizations:1', type: 'works_at', label: 'founder' },
          { source: 'people:7', target: 'organizations:2', type: 'works_at', label: 'advisor' },
          { source: 'people:7', target: 'organizations:3', type: 'works_at', label: 'silent partner' },
        ],
        total: 3,
        more: 0,
      },
    });
    renderScreen(<NetworkScreen />, { url: '/network/organizations/1', path: '/network/:kind/:id' });
    const table = await screen.findByRole('table', { name: 'Records in this network' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Expand Ada Lovelace' }));
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(await within(table).findByRole('link', { name: 'Harbour Partners' })).toBeInTheDocument();
    expect(within(row('Ada Lovelace')).getByText('works at (founder)')).toBeInTheDocument();
    expect(within(row('Harbour Partners')).getByText('via Ada Lovelace: works at (advisor)')).toBeInTheDocument();
    expect(within(row('Secret Holdings')).getByText('via Ada Lovelace: works at (silent partner)')).toBeInTheDocument();
    // Every non-root row names its link: none is left empty.
    for (const name of ['Ada Lovelace', 'Harbour Partners', 'Secret Holdings']) {
      expect(within(row(name)).getByText(/works at/)).toBeInTheDocument();
    }
    expect(within(row('Secret Holdings')).getByText('Hidden')).toBeInTheDocument();
    expect(within(row('Harbour Partners')).queryByText('Hidden')).toBeNull();
    expect(screen.getByText(/red dashed ring marks a hidden record/)).toBeInTheDocument();
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
