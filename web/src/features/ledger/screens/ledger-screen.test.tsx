import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { LedgerScreen } from './ledger-screen.tsx';

const entry = {
  id: 4,
  name: 'Fund II',
  vehicle_type: 'Fund',
  organization_name: 'Acme Capital',
  inv_date: null,
  ownership_percentage: 12.5,
  inv_currency: 'EUR',
  visibility: 'public',
};

describe('LedgerScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the ledger entries', async () => {
    setViewport('desktop');
    mockApi({ '/assets/ledger/': page([entry]) });
    renderScreen(<LedgerScreen />, { url: '/ledger?tab=1' });
    const table = await screen.findByRole('table', { name: 'ledger entries' });
    expect(await within(table).findByText('Fund II')).toBeInTheDocument();
    expect(within(table).getByText('12.5%')).toBeInTheDocument();
    expect(within(table).getByText('Acme Capital')).toBeInTheDocument();
  });

  it('shows a dashboard card per featured entry', async () => {
    mockApi({ '/assets/ledger/': page([entry]) });
    renderScreen(<LedgerScreen />, { url: '/ledger' });
    expect(await screen.findByText('Fund II')).toBeInTheDocument();
    expect(screen.getByText('Fund · Acme Capital · 12.5%')).toBeInTheDocument();
  });

  it('says when the ledger is empty', async () => {
    setViewport('desktop');
    mockApi();
    renderScreen(<LedgerScreen />, { url: '/ledger?tab=1' });
    expect(await screen.findByText('No ledger entries yet.')).toBeInTheDocument();
  });
});
