import { type TAuthState, ZAuthState } from '@intel/contracts';
import { useSyncExternalStore } from 'react';

const KEY = 'intel-auth';
type Listener = () => void;

function load(): TAuthState | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = ZAuthState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let state: TAuthState | null = typeof localStorage !== 'undefined' ? load() : null;
const listeners = new Set<Listener>();

function set(next: TAuthState | null) {
  state = next;
  if (next) localStorage.setItem(KEY, JSON.stringify(next));
  else localStorage.removeItem(KEY);
  for (const l of listeners) l();
}

/** Auth state of SPEC §3/§4, persisted; login sets it, logout clears all of it (asset id too). */
export const authStore = {
  get: () => state,
  login: (next: TAuthState) => set(next),
  logout: () => set(null),
  setAssetId: (assetId: number | null) => state && set({ ...state, asset_id: assetId }),
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Tests and a second tab: re-read what is persisted. */
  reload: () => set(load()),
};

export function useAuth(): TAuthState | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

export type AccessLevel = 'public' | 'paywall' | 'admin';

/** The level in the drawer's access label '{tenant} / {level}_access'. */
export function accessLevelOf(auth: TAuthState | null): AccessLevel {
  if (!auth) return 'public';
  return auth.is_admin || auth.is_tenant_admin ? 'admin' : 'paywall';
}

export const isResearch = (a: TAuthState | null) => !!a && (a.is_research || a.is_admin || a.is_tenant_admin);
export const isAdmin = (a: TAuthState | null) => !!a && (a.is_admin || a.is_tenant_admin);
export const isTenantAdmin = (a: TAuthState | null) => !!a && a.is_tenant_admin;
