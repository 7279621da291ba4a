import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelsFor, createSseParser, type LiveMessage, startLiveStream, suggestedToastText } from './live-events.ts';

function streamOf(text: string): Response {
  const body = new ReadableStream({
    start(c) {
      c.enqueue(new TextEncoder().encode(text));
      c.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('live events client', () => {
  afterEach(() => vi.useRealTimers());

  it('parses events split across chunks, skips comments and keeps ids', () => {
    const got: LiveMessage[] = [];
    const parse = createSseParser((m) => got.push(m));
    parse(': heartbeat\n\nid: 7\nevent: raw_data_update\nda');
    parse('ta: {"id":3}\n\n');
    expect(got).toEqual([{ id: '7', type: 'raw_data_update', data: { id: 3 } }]);
  });

  it('retries after 3 s at most 5 times, then logs "Max SSE retries reached"', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(async () => new Response('no', { status: 503 }));
    const log = vi.fn();
    const stop = startLiveStream({ channels: ['t-all'], token: 'x', onEvent: () => {}, fetchImpl, log });
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(3000);
    expect(fetchImpl).toHaveBeenCalledTimes(6); // the first try and 5 retries
    expect(log).toHaveBeenCalledWith('Max SSE retries reached');
    stop();
  });

  it('resets the retry count when a stream opens, and resumes from the last event id', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const seen: (string | undefined)[] = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls++;
      seen.push((init?.headers as Record<string, string> | undefined)?.['last-event-id']);
      // Every third call opens (and ends) a stream; the others fail.
      return calls % 3 === 0 ? streamOf(`id: ${calls}\nevent: ping\ndata: {}\n\n`) : new Response('', { status: 500 });
    });
    const log = vi.fn();
    const events: LiveMessage[] = [];
    const stop = startLiveStream({ channels: ['t-all'], token: 'x', onEvent: (m) => events.push(m), fetchImpl, log });
    for (let i = 0; i < 12; i++) await vi.advanceTimersByTimeAsync(3000);
    stop();
    expect(log).not.toHaveBeenCalled();
    expect(events.map((e) => e.id)).toEqual(['3', '6', '9', '12']);
    expect(seen[3]).toBe('3');
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toContain('channels=t-all');
  });

  it('grants channels by role and cuts toast names at 100 characters', () => {
    expect(channelsFor('acme', { admin: true, research: true })).toEqual(['acme-admin', 'acme-research', 'acme-all']);
    expect(channelsFor('acme', { admin: false, research: true })).toEqual(['acme-research', 'acme-all']);
    expect(channelsFor('acme', { admin: false, research: false })).toEqual(['acme-all']);
    const names = Array.from({ length: 12 }, (_, i) => `Organization number ${i}`);
    const text = suggestedToastText(names, 100);
    expect(text.startsWith('12 new suggested organizations: Organization number 0, ')).toBe(true);
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBe('12 new suggested organizations: '.length + 103);
    expect(suggestedToastText(['Acme'], 100)).toBe('1 new suggested organizations: Acme');
  });
});
