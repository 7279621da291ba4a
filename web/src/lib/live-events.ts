import { SSE_RETRY_DELAY_MS, SSE_RETRY_LIMIT } from '@intel/contracts';
import { buildUrl } from './api-client.ts';

export type LiveMessage = { id: string; type: string; data: unknown };

export type LiveStreamOptions = {
  channels: string[];
  token: string;
  onEvent: (message: LiveMessage) => void;
  onOpen?: () => void;
  /** Where "Max SSE retries reached" goes (console.error by default). */
  log?: (message: string) => void;
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
  maxRetries?: number;
};

/** Splits an SSE byte stream into events (`event:`, `data:`, `id:` lines; comments ignored). */
export function createSseParser(onMessage: (m: LiveMessage) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let type = 'message';
      let id = '';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') type = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
      if (data.length) {
        let parsed: unknown = data.join('\n');
        try {
          parsed = JSON.parse(parsed as string);
        } catch {
          /* plain text data */
        }
        onMessage({ id, type, data: parsed });
      }
      end = buffer.indexOf('\n\n');
    }
  };
}

/**
 * The SPA's live stream (SPEC §4, DESIGN §7): a fetch-based SSE client, so that the bearer token can
 * be sent; on a dropped or refused stream it retries after 3 s, at most 5 times in a row (the count
 * resets whenever a stream opens), then logs 'Max SSE retries reached'. Reconnects send the last
 * event id, so nothing published meanwhile is lost. Returns `stop`.
 */
export function startLiveStream(opts: LiveStreamOptions): () => void {
  const fetchImpl = opts.fetchImpl ?? fetch.bind(globalThis);
  const delay = opts.retryDelayMs ?? SSE_RETRY_DELAY_MS;
  const maxRetries = opts.maxRetries ?? SSE_RETRY_LIMIT;
  const log = opts.log ?? ((m: string) => console.error(m));
  let stopped = false;
  let retries = 0;
  let lastId = '';
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const retry = () => {
    if (stopped) return;
    if (retries >= maxRetries) {
      log('Max SSE retries reached');
      return;
    }
    retries++;
    timer = setTimeout(connect, delay);
  };

  async function connect() {
    if (stopped) return;
    controller = new AbortController();
    const headers: Record<string, string> = { authorization: `Bearer ${opts.token}`, accept: 'text/event-stream' };
    if (lastId) headers['last-event-id'] = lastId;
    try {
      const res = await fetchImpl(buildUrl('/events/', { channels: opts.channels.join(',') }), {
        headers,
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`stream refused (${res.status})`);
      retries = 0;
      opts.onOpen?.();
      const parse = createSseParser((m) => {
        if (m.id) lastId = m.id;
        opts.onEvent(m);
      });
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parse(decoder.decode(value, { stream: true }));
      }
      retry();
    } catch {
      if (!stopped) retry();
    }
  }

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}

/** Channels a role listens to (SPEC §6): admin → admin, research, all; research → research, all; others → all. */
export function channelsFor(tenant: string, flags: { admin: boolean; research: boolean }): string[] {
  if (flags.admin) return [`${tenant}-admin`, `${tenant}-research`, `${tenant}-all`];
  if (flags.research) return [`${tenant}-research`, `${tenant}-all`];
  return [`${tenant}-all`];
}

/** 'N new suggested organizations: names' with the names cut at `cut` characters plus '...'. */
export function suggestedToastText(names: string[], cut: number): string {
  const joined = names.join(', ');
  const shown = joined.length > cut ? `${joined.slice(0, cut)}...` : joined;
  return `${names.length} new suggested organizations: ${shown}`;
}
