import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * Events a webhook endpoint may subscribe to (issue 38 part 3). `alert.fired` is published by the
 * watches on the live-event bus under that name; every name here reaches webhooks the same way.
 */
export const WEBHOOK_EVENTS = [
  'raw_data.processed',
  'suggestions.created',
  'record.created',
  'record.changed',
  'record.deleted',
  'alert.fired',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Deliveries that failed for good one after another (a success resets it). */
  consecutive_failures: z.number().int(),
  /** Set when the server switched the endpoint off after repeated failure. */
  disabled_reason: z.string().nullable(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** The answer of a create or a rotation: the signing secret, shown this once. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

const ZWebhookUrl = z.string().trim().min(1, 'Give the endpoint’s URL.').max(2000, 'At most 2000 characters.');

export const ZWebhookEndpointCreate = z
  .object({
    url: ZWebhookUrl,
    description: z.string().trim().max(500).default(''),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1, 'Choose at least one event.')
      .transform((v) => [...new Set(v)]),
    enabled: z.boolean().default(true),
  })
  .strict();
export type TWebhookEndpointCreate = z.input<typeof ZWebhookEndpointCreate>;

export const ZWebhookEndpointPatch = z
  .object({
    url: ZWebhookUrl,
    description: z.string().trim().max(500),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1, 'Choose at least one event.')
      .transform((v) => [...new Set(v)]),
    enabled: z.boolean(),
  })
  .partial()
  .strict();
export type TWebhookEndpointPatch = z.input<typeof ZWebhookEndpointPatch>;

export const ZWebhookEndpointList = z.object({ results: z.array(ZWebhookEndpoint) });

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  /** The `webhook-id` header of every attempt. */
  message_id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  /** The body as it was signed and sent. */
  payload: z.record(z.string(), z.unknown()),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z.object({ results: z.array(ZWebhookDelivery) });

export const ZWebhookDeliveryQuery = z
  .object({
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

export const ZWebhookDeliveryParams = z.object({ id: ZId, deliveryId: ZId }).strict();
