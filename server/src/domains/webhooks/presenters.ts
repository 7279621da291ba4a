import type { TWebhookDelivery, TWebhookEndpoint } from '@intel/contracts';
import type { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An endpoint as its admins see it: never its secret (answered once, by create and rotate). */
export function presentEndpoint(row: EndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as TWebhookEndpoint['events'],
    enabled: row.enabled,
    consecutive_failures: row.consecutiveFailures,
    disabled_reason: row.disabledReason,
    disabled_at: iso(row.disabledAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDelivery(row: DeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    message_id: row.messageId,
    event: row.event,
    status: row.status as TWebhookDelivery['status'],
    attempts: row.attempts,
    response_status: row.responseStatus,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: iso(row.nextAttemptAt),
    payload: row.payload as Record<string, unknown>,
  };
}
