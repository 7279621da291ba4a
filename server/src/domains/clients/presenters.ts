import type { TClient, TClientPatch, TSettings } from '@intel/contracts';
import type { clients } from '../../db/schema/index.ts';

export type ClientRow = typeof clients.$inferSelect;

/** The `settings` JSON of a tenant row, as the settings screen stores it (server/src/domains/settings). */
type StoredSettings = { processing?: Partial<TSettings['processing']>; operator_llm_url?: string | null };

/** Who is looking: the tenant they are signed in to and the configured default tenant and base domain. */
export type ClientViewer = { currentTenantId: number; defaultTenant: string; baseDomain: string };

export function presentClient(row: ClientRow, viewer: ClientViewer): TClient {
  const s = (row.settings ?? {}) as StoredSettings;
  return {
    id: row.id,
    subdomain: row.subdomain,
    host: `${row.subdomain}.${viewer.baseDomain}`,
    name: row.name,
    payment_access_link: row.paymentAccessLink,
    payment_access_message: row.paymentAccessMessage,
    chat_link: row.chatLink,
    processing: { auto_process: s.processing?.auto_process ?? true, max_upload_mb: s.processing?.max_upload_mb ?? 25 },
    operator_llm_url: s.operator_llm_url ?? null,
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
