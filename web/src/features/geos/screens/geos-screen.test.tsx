import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { GeosScreen } from './geos-screen.tsx';

describe('GeosScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists countries with their codes, not editable by a researcher', async () => {
    mockApi({ '/geos/': page([{ id: 1, name: 'Norway', iso2: 'NO', iso3: 'NOR', kind: 'country', city_count: 3 }]) });
    renderScreen(<GeosScreen />, { url: '/geos' });
    const table = await screen.findByRole('table', { name: 'geos' });
    expect(await within(table).findByText('Norway')).toBeInTheDocument();
    expect(within(table).getByText('NO / NOR')).toBeInTheDocument();
    // The kind in words, not its stored id.
    expect(within(table).getByText('Country')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('lists cities on the second tab', async () => {
    mockApi({
      '/cities/': page([{ id: 4, name: 'Oslo', geo_name: 'Norway', latitude: 59.9, longitude: 10.7 }]),
    });
    renderScreen(<GeosScreen />, { url: '/geos?tab=1' });
    const table = await screen.findByRole('table', { name: 'cities' });
    expect(await within(table).findByText('Oslo')).toBeInTheDocument();
    expect(within(table).getByText('59.9, 10.7')).toBeInTheDocument();
  });
});
