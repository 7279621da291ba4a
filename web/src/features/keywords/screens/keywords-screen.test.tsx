import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { KeywordsScreen } from './keywords-screen.tsx';

describe('KeywordsScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the keywords with their use', async () => {
    setViewport('desktop');
    mockApi({
      '/keywords/': page([
        { id: 3, name: 'robots', slug: 'robots', usage_count: 42, visibility: 'public', updated_at: '2026-01-02' },
      ]),
    });
    renderScreen(<KeywordsScreen />, { url: '/keywords' });
    const table = await screen.findByRole('table', { name: 'keywords' });
    expect(await within(table).findByText('robots', { selector: 'strong' })).toBeInTheDocument();
    expect(within(table).getByText('42')).toBeInTheDocument();
  });

  it('lists the geos on the second tab, and says when there are none', async () => {
    setViewport('desktop');
    mockApi();
    renderScreen(<KeywordsScreen />, { url: '/keywords?tab=1' });
    expect(await screen.findByText('No geos yet.')).toBeInTheDocument();
  });
});
