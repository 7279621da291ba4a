import type { ComponentType } from 'react';

/** The SPEC §2 route groups: who may open a screen (`app/guards.tsx` decides). */
/** `login`: any logged-in user (one's own account screens). */
export type RouteGroup = 'open' | 'login' | 'research' | 'admin' | 'tenantAdmin';

/**
 * One screen of a feature: its path, who may open it, and its component, loaded lazily (each
 * screen is its own chunk). Each feature lists its screens in `features/<name>/routes.ts`; the
 * app's router concatenates the lists.
 */
export type ScreenRoute = { path: string; group: RouteGroup; load: () => Promise<ComponentType> };
