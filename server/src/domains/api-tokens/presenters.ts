import type { TApiToken, TTenantApiToken } from '@intel/contracts';
import type { ApiTokenRow, TenantApiTokenRow } from './repository.ts';

/** A token as listed: its hint, never its hash or secret. */
export function presentApiToken(row: ApiTokenRow, now = Date.now()): TApiToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    read_only: row.readOnly,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
  };
}

export function presentTenantApiToken(row: TenantApiTokenRow): TTenantApiToken {
  return { ...presentApiToken(row), user_id: row.userId, user_email: row.userEmail };
}
