import type { TRawData } from '@intel/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../../lib/live-events.ts';
import { resourceKeys } from '../../../lib/resource-keys.ts';
import { mockApi, page, renderScreen } from '../../../test/render.tsx';
import { reportKeys } from '../api/raw-data-api.ts';
import { LiveUpdates } from './live-updates.tsx';

// The stream itself is lib/live-events' (tested there): here, what the screen does with each event.
const stream = vi.hoisted(() => ({ onEvent: null as ((m: LiveMessage) => void) | null }));
vi.mock('../../../lib/live-events.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/live-events.ts')>()),
  startLiveStream: (opts: { onEvent: (m: LiveMessage) => void }) => {
    stream.onEvent = opts.onEvent;
    return () => {};
  },
}));

const item = { id: 7, title: 'Press release', processing_status: 'completed' } as TRawData;
const rawList = [...resourceKeys('/raw-data').lists(), { limit: 25 }];
const organizationSuggestions = [...resourceKeys('/suggested-entities/organizations').lists(), {}];
const peopleSuggestions = [...resourceKeys('/suggested-entities/people').lists(), {}];
const domains = [...resourceKeys('/dxlist/domains').lists(), {}];
const ledger = [...resourceKeys('/assets/ledger').lists(), {}];

afterEach(() => {
  stream.onEvent = null;
});

describe('LiveUpdates', () => {
  function setup() {
    mockApi({ '/raw-data/7/': item });
    const { queryClient } = renderScreen(<LiveUpdates />);
    for (const key of [rawList, organizationSuggestions, peopleSuggestions, domains, ledger, reportKeys.task('t1')])
      queryClient.setQueryData(key, page([]));
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
    return { queryClient, invalidated };
  }

  it('puts a processed item in the cached list and refreshes both kinds of suggestions, nothing else', async () => {
    const { queryClient, invalidated } = setup();
    await waitFor(() => expect(stream.onEvent).not.toBeNull());
    stream.onEvent?.({ id: '1', type: 'raw_data_process_complete', data: { id: 7 } });
    await waitFor(() => expect(invalidated(organizationSuggestions)).toBe(true));
    expect(invalidated(peopleSuggestions)).toBe(true);
    expect((queryClient.getQueryData(rawList) as { results: TRawData[] }).results).toEqual([item]);
    expect(invalidated(domains)).toBe(false);
    expect(invalidated(ledger)).toBe(false);
  });

  it('refreshes the report of the task that ended, and the domains when an enrichment ends', async () => {
    const { invalidated } = setup();
    await waitFor(() => expect(stream.onEvent).not.toBeNull());
    stream.onEvent?.({ id: '2', type: 'generate_raw_data_report_complete', data: { task_id: 't1' } });
    await waitFor(() => expect(invalidated(reportKeys.task('t1'))).toBe(true));
    expect(invalidated(domains)).toBe(false);
    stream.onEvent?.({ id: '3', type: 'domain_info_enrich_complete', data: {} });
    await waitFor(() => expect(invalidated(domains)).toBe(true));
    expect(invalidated(organizationSuggestions)).toBe(false);
  });
});
