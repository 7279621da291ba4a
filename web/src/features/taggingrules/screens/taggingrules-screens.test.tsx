import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { TaggingRulesScreen } from './taggingrules-screens.tsx';

describe('TaggingRulesScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the rules with what they tag', async () => {
    mockApi({
      '/taggingrules/': page([
        {
          id: 1,
          name: 'Robots',
          match_text: 'robot, android',
          algorithm: 'any',
          target_keyword: { id: 3, name: 'robots' },
          target_list: null,
          target_bucket: { id: 2, name: 'Q1' },
          hits: 1500,
          enabled: true,
        },
      ]),
    });
    renderScreen(<TaggingRulesScreen />, { url: '/taggingrules' });
    const table = await screen.findByRole('table', { name: 'tagging rules' });
    expect(await within(table).findByText('Robots')).toBeInTheDocument();
    expect(within(table).getByText('keyword robots, bucket Q1')).toBeInTheDocument();
    expect(within(table).getByText('1,500')).toBeInTheDocument();
    expect(within(table).getByText('on')).toBeInTheDocument();
  });

  it('says when there are no rules yet', async () => {
    mockApi();
    renderScreen(<TaggingRulesScreen />, { url: '/taggingrules' });
    expect(await screen.findByText('No tagging rules yet.')).toBeInTheDocument();
  });
});
