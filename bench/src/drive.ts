import autocannon from 'autocannon';

export type LoadRequest = {
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called for every request; may change path, headers or body (rotating values). */
  setup?: (req: { method?: string; path: string; headers?: Record<string, string>; body?: string }) => {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  };
};

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
};

/**
 * Drives one server with autocannon (10 connections by default) for `seconds`; every connection
 * cycles through `requests`. Latencies in ms; req/s is the mean over the run.
 */
export async function drive(opts: {
  port: number;
  requests: LoadRequest[];
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** Seconds before a request counts as a timeout (default 30). */
  timeout?: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${opts.port}`,
    connections: opts.connections,
    duration: opts.seconds,
    headers: opts.headers ?? {},
    timeout: opts.timeout ?? 30,
    requests: opts.requests.map((r) => ({
      method: r.method ?? 'GET',
      path: r.path,
      ...(r.headers ? { headers: r.headers } : {}),
      ...(r.body !== undefined ? { body: r.body } : {}),
      ...(r.setup ? { setupRequest: r.setup as never } : {}),
    })),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, n] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = (n as { count: number }).count;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}
