import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): a secret `whsec_<base64 key>`, and
 * per delivery the headers `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body" under the key>`.
 */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

export function sign(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  return createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
}

export function signedHeaders(secret: string, messageId: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${sign(secret, messageId, timestamp, body)}`,
  };
}
