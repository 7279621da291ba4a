import type { Principal } from './principal.ts';
import { hasAdminRole, hasResearchRole } from './principal.ts';

export const AUDIENCES = ['admin', 'research', 'all'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Live channels a principal may receive (SPEC §6): admin → admin, research, all; research → research, all. */
export function grantedAudiences(p: Principal): Audience[] {
  if (hasAdminRole(p)) return ['admin', 'research', 'all'];
  if (hasResearchRole(p)) return ['research', 'all'];
  return ['all'];
}

/**
 * Of the channels asked for, the audiences granted: a channel is `{subdomain}-{audience}` of the
 * caller's own tenant; others' tenants and audiences above the caller's role are ignored.
 */
export function grantChannels(p: Principal, subdomain: string, requested: string[]): Audience[] {
  const allowed = new Set(grantedAudiences(p));
  const out = new Set<Audience>();
  for (const channel of requested) {
    const audience = channel.startsWith(`${subdomain}-`) ? channel.slice(subdomain.length + 1) : '';
    if (allowed.has(audience as Audience)) out.add(audience as Audience);
  }
  return [...out];
}

/** One user's own channel (their alerts): never granted by name, only to that user's streams. */
export type UserAudience = `user:${number}`;
export const userAudience = (userId: number): UserAudience => `user:${userId}`;
