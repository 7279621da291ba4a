import type { TClient, TClientPatch } from '@intel/contracts';
import type { clients } from '../../db/schema/index.ts';
import { presentSettings, type StoredSettings } from '../settings/presenters.ts';

export type ClientRow = typeof clients.$inferSelect;

/** Who is looking: the tenant they are signed in to and the configured default tenant and base domain. */
export type ClientViewer = { currentTenantId: number; defaultTenant: string; baseDomain: string };

/** A tenant as the platform's console shows it: its settings as the tenant's own admins see them, and more. */
export function presentClient(row: ClientRow, viewer: ClientViewer): TClient {
  return {
    id: row.id,
    subdomain: row.subdomain,
    host: `${row.subdomain}.${viewer.baseDomain}`,
    ...presentSettings(row),
    disabled: row.disabled,
    is_current: row.id === viewer.currentTenantId,
    is_default: row.subdomain === viewer.defaultTenant,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** API settings fields → column values (only those present); `settings` JSON merged over the stored one. */
export function clientValues(input: TClientPatch, stored: unknown = {}): Partial<typeof clients.$inferInsert> {
  const prev = (stored ?? {}) as StoredSettings;
  const settings: StoredSettings = {
    ...prev,
    ...(input.processing ? { processing: input.processing } : {}),
    ...(input.operator_llm_url !== undefined ? { operator_llm_url: input.operator_llm_url } : {}),
  };
  return {
    ...(input.subdomain !== undefined ? { subdomain: input.subdomain } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.payment_access_link !== undefined ? { paymentAccessLink: input.payment_access_link } : {}),
    ...(input.payment_access_message !== undefined
      ? { paymentAccessMessage: input.payment_access_message || null }
      : {}),
    ...(input.chat_link !== undefined ? { chatLink: input.chat_link } : {}),
    ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
    settings,
  };
}
