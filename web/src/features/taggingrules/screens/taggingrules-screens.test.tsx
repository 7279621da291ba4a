import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, sentBodies, setViewport } from '../../../test/render.tsx';
import { TaggingRuleEditScreen, TaggingRulesScreen } from './taggingrules-screens.tsx';

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

  it('previews what a new rule would match before it is saved', async () => {
    const fetchMock = mockApi({
      'POST /taggingrules/preview/': {
        scanned: 200,
        matched: 12,
        samples: [{ id: 8, title: 'Robot fair report', snippet: 'a robot arm picked' }],
      },
    });
    renderScreen(<TaggingRuleEditScreen />, { url: '/taggingrules/create' });
    const preview = await screen.findByRole('button', { name: 'Preview matches' });
    expect(preview).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Looks for/ }), { target: { value: 'robot' } });
    fireEvent.click(preview);
    expect(await screen.findByText('Matches 12 of the latest 200 raw data items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Robot fair report' })).toHaveAttribute('href', '/rawdata/8/edit');
    expect(sentBodies(fetchMock, 'POST', '/taggingrules/preview/')).toEqual([
      { match_text: 'robot', algorithm: 'any', case_sensitive: false },
    ]);
  });
});
