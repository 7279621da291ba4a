import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render.tsx';
import { CagrScreen } from './cagr-screen.tsx';

describe('CagrScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('computes the growth of a snapshot series', async () => {
    mockApi({
      '/assets/snapshots/series/': [
        {
          symbol: 'ARR',
          caption: 'Annual recurring revenue',
          points: [
            { year: 2020, quarter: 'Q1', data: 100 },
            { year: 2022, quarter: 'Q1', data: 121 },
          ],
        },
      ],
    });
    renderScreen(<CagrScreen />, { url: '/cagr' });
    expect(await screen.findByLabelText('Compound annual growth rate')).toHaveTextContent('10.00%');
  });

  it('says when there is no series to see', async () => {
    mockApi({ '/assets/snapshots/series/': [] });
    renderScreen(<CagrScreen />, { url: '/cagr' });
    expect(await screen.findByText('There are no snapshot series you can see yet.')).toBeInTheDocument();
  });

  it('computes the growth between two values from the URL', () => {
    mockApi({ '/assets/snapshots/series/': [] });
    renderScreen(<CagrScreen />, { url: '/cagr?start=100&end=200&years=1' });
    expect(screen.getByLabelText('Compound annual growth rate')).toHaveTextContent('100.00%');
  });
});
