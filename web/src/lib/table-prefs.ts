import {
  type TPreferenceList,
  type TTableColumnsPref,
  tablePreferenceKey,
  ZPreferenceList,
  ZTableColumnsPref,
} from '@intel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, buildUrl } from './api-client.ts';
import { authStore, useAuth } from './auth-store.ts';

/** A resize drag or a run of clicks in the Columns menu is saved once, this long after the last change. */
export const SAVE_DELAY_MS = 500;
export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 2000;
export const DEFAULT_TABLE_PREFS: TTableColumnsPref = { order: [], hidden: [], widths: {} };

const PREFIX = 'table:';
const listKey = (userId: number) => ['preferences', userId, PREFIX] as const;
const storageKey = (key: string, userId: number | null) => `intel-prefs:${userId ?? 'visitor'}:${key}`;

/** The columns' keys in display order: the saved order first, then columns the screen has added since. */
export function orderedKeys(keys: string[], prefs: TTableColumnsPref): string[] {
  const known = prefs.order.filter((k) => keys.includes(k));
  return [...new Set([...known, ...keys])];
}

/** Shows a hidden column or hides a shown one; the last shown column stays. */
export function toggleColumn(prefs: TTableColumnsPref, keys: string[], key: string): TTableColumnsPref {
  if (prefs.hidden.includes(key)) return { ...prefs, hidden: prefs.hidden.filter((k) => k !== key) };
  const shown = keys.filter((k) => !prefs.hidden.includes(k));
  if (shown.length <= 1 || !shown.includes(key)) return prefs;
  return { ...prefs, hidden: [...prefs.hidden, key] };
}

/** Moves a column one place earlier (-1) or later (+1) in the display order. */
export function moveColumn(prefs: TTableColumnsPref, keys: string[], key: string, by: -1 | 1): TTableColumnsPref {
  const order = orderedKeys(keys, prefs);
  const from = order.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return prefs;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...prefs, order };
}

export const clampWidth = (px: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, px)));

export const isDefaultLayout = (p: TTableColumnsPref) =>
  p.order.length === 0 && p.hidden.length === 0 && Object.keys(p.widths).length === 0;

function parse(value: unknown): TTableColumnsPref | null {
  const parsed = ZTableColumnsPref.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function readLocal(key: string): TTableColumnsPref | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: TTableColumnsPref) {
  try {
    if (isDefaultLayout(value)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the server copy (logged in) or the defaults still work.
  }
}

/**
 * A table's column layout (order, hidden columns, widths), remembered per user: on the server
 * (`table:<path>` preference) so it follows the user to another browser, and in localStorage so
 * the first paint already has it. Changes are saved SAVE_DELAY_MS after the last one. Visitors
 * (not logged in) keep theirs in this browser only.
 */
export function useTablePrefs(path: string) {
  const auth = useAuth();
  const userId = auth?.id ?? null;
  const key = tablePreferenceKey(path);
  const local = storageKey(key, userId);
  const queryClient = useQueryClient();
  const [prefs, setState] = useState<TTableColumnsPref>(() => readLocal(local) ?? DEFAULT_TABLE_PREFS);
  const changedHere = useRef(false);
  const pending = useRef<{ key: string; value: TTableColumnsPref } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    changedHere.current = false;
    setState(readLocal(local) ?? DEFAULT_TABLE_PREFS);
  }, [local]);

  // Every table's layout in one request, shared by the tables of the session (never a 404).
  const saved = useQuery({
    queryKey: listKey(userId ?? 0),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api<TPreferenceList>('/auth/me/preferences/', { query: { prefix: PREFIX }, schema: ZPreferenceList, signal }),
  });

  useEffect(() => {
    if (!saved.data || changedHere.current) return;
    const entry = saved.data.results.find((r) => r.key === key);
    const next = (entry && parse(entry.value)) ?? DEFAULT_TABLE_PREFS;
    setState(next);
    writeLocal(local, next);
  }, [saved.data, key, local]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const job = pending.current;
    pending.current = null;
    if (!job) return;
    // Best effort: the layout is also in this browser's storage; a failed save is tried again on the next change.
    api(`/auth/me/preferences/${job.key}/`, { method: 'PUT', body: { value: job.value } }).catch(() => {});
  }, []);

  // A reload or a closed tab within the delay: `keepalive` lets the save outlive the page.
  useEffect(() => {
    const onPageHide = () => {
      clearTimeout(timer.current);
      const job = pending.current;
      const token = authStore.get()?.token;
      pending.current = null;
      if (!job || !token) return;
      fetch(buildUrl(`/auth/me/preferences/${job.key}/`), {
        method: 'PUT',
        keepalive: true,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ value: job.value }),
      }).catch(() => {});
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush();
    };
  }, [flush]);

  const setPrefs = useCallback(
    (next: TTableColumnsPref) => {
      changedHere.current = true;
      setState(next);
      writeLocal(local, next);
      if (userId === null) return;
      queryClient.setQueryData<TPreferenceList>(listKey(userId), (old) => ({
        results: [
          ...(old?.results ?? []).filter((r) => r.key !== key),
          { key, value: next, updated_at: new Date().toISOString() },
        ],
      }));
      pending.current = { key, value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [local, userId, key, queryClient, flush],
  );

  const reset = useCallback(() => setPrefs(DEFAULT_TABLE_PREFS), [setPrefs]);
  return { prefs, setPrefs, reset };
}
