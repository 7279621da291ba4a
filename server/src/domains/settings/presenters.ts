import type { TSettings } from '@intel/contracts';
import type { clients } from '../../db/schema/index.ts';

/** The `settings` JSON of a tenant row, as the settings screen stores it. */
export type StoredSettings = { processing?: Partial<TSettings['processing']>; operator_llm_url?: string | null };

/** A workspace's settings as its admins read and change them (also part of a tenant in the platform's console). */
export function presentSettings(row: typeof clients.$inferSelect): TSettings {
  const s = (row.settings ?? {}) as StoredSettings;
  return {
    name: row.name,
    payment_access_link: row.paymentAccessLink,
    payment_access_message: row.paymentAccessMessage,
    chat_link: row.chatLink,
    processing: { auto_process: s.processing?.auto_process ?? true, max_upload_mb: s.processing?.max_upload_mb ?? 25 },
    operator_llm_url: s.operator_llm_url ?? null,
  };
}
