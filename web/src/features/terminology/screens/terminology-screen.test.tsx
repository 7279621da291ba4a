import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { TerminologyScreen } from './terminology-screen.tsx';

describe('TerminologyScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the terms with their aliases', async () => {
    mockApi({
      '/terminology/': page([
        { id: 1, term: 'VC', definition: 'Venture capital', aliases: ['venture', 'vc fund'], visibility: 'public' },
      ]),
    });
    renderScreen(<TerminologyScreen />, { url: '/terminology' });
    const table = await screen.findByRole('table', { name: 'terms' });
    expect(await within(table).findByText('VC')).toBeInTheDocument();
    expect(within(table).getByText('venture, vc fund')).toBeInTheDocument();
  });

  it('says when there are no terms yet', async () => {
    mockApi();
    renderScreen(<TerminologyScreen />, { url: '/terminology' });
    expect(await screen.findByText('No terms yet.')).toBeInTheDocument();
  });
});
