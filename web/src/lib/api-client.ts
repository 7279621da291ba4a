import { WORKSPACE_DISABLED } from '@intel/contracts';
import type { z } from 'zod';
import { authStore } from './auth-store.ts';
import { workspaceDisabled } from './workspace-disabled.ts';

export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR';

/** A failed API call (SPEC §8): network, timeout, unreadable answer, or an HTTP status passed through. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly detail: string;
  readonly status?: number;
  readonly errors?: Record<string, string[]>;
  /** A paywalled record asked for without access (403): how to subscribe. */
  readonly paywall?: { message: string | null; link: string | null };

  constructor(
    kind: ApiErrorKind,
    detail: string,
    status?: number,
    errors?: Record<string, string[]>,
    paywall?: { message: string | null; link: string | null },
  ) {
    super(detail);
    this.kind = kind;
    this.detail = detail;
    this.status = status;
    this.errors = errors;
    this.paywall = paywall;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as it is (multipart). */
  body?: unknown;
  query?: Query;
  schema?: z.ZodType<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send the bearer token (default true). The tenant look-up sends none. */
  auth?: boolean;
};

export function buildUrl(path: string, query?: Query): string {
  const url = `/api/v1${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The one typed client for /api/v1. Any 401 on a call that carried a token logs out. */
export async function api<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const token = opts.auth === false ? null : authStore.get()?.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart content type, boundary included.
  const form = opts.body instanceof FormData;
  if (opts.body !== undefined && !form) headers['content-type'] = 'application/json';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? 30_000);
  opts.signal?.addEventListener('abort', () => controller.abort());
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: controller.signal,
    });
  } catch (err) {
    if (timedOut) throw new ApiError('TIMEOUT_ERROR', 'The server took too long to answer.');
    if (opts.signal?.aborted) throw err;
    throw new ApiError('FETCH_ERROR', 'Could not reach the server. Check your connection.');
  } finally {
    clearTimeout(timer);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      if (res.ok) throw new ApiError('PARSING_ERROR', 'The server answered something unreadable.', res.status);
    }
  }
  if (!res.ok) {
    if (res.status === 401 && token) authStore.logout();
    const body = (data ?? {}) as {
      detail?: string;
      errors?: Record<string, string[]>;
      paywall?: { message: string | null; link: string | null };
    };
    // This device's session belonged to a workspace that has been disabled since: the shell says so.
    if (res.status === 403 && token && body.detail === WORKSPACE_DISABLED) workspaceDisabled.mark();
    throw new ApiError(
      'HTTP_ERROR',
      body.detail ?? `Request failed (${res.status}).`,
      res.status,
      body.errors,
      body.paywall,
    );
  }
  if (opts.schema) {
    const parsed = opts.schema.safeParse(data);
    if (!parsed.success) throw new ApiError('PARSING_ERROR', 'The server answered in an unexpected shape.', res.status);
    return parsed.data;
  }
  return data as T;
}
