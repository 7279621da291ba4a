import { ZErrorBody } from '@intel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Addressee, LiveEvent } from '../../lib/events.ts';
import { queryValues } from '../../lib/listing.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { grantChannels, userAudience } from '../../policies/channels.ts';
import { liveEventsPolicy } from './policies.ts';
import { createSessionWatch } from './session-watch.ts';

const HEARTBEAT_MS = 15_000;
/** Events `since()` answers at most per call. */
const SINCE_PAGE = 1000;

const ZEventsQuery = z.object({
  channels: z.union([z.string().max(500), z.array(z.string().max(100)).max(10)]).optional(),
  last_event_id: z.coerce.number().int().min(0).optional(),
});

/** One event goes to thousands of streams: its frame is serialised once and shared. */
const frames = new WeakMap<LiveEvent, string>();
function frameOf(e: LiveEvent): string {
  let frame = frames.get(e);
  if (frame === undefined) {
    frame = `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;
    frames.set(e, frame);
  }
  return frame;
}

/** `GET /events/?channels=` — a server-sent-event stream of the channels the caller may receive. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const watch = createSessionWatch(app.database, app.events);
  app.addHook('onClose', async () => watch.stop());
  app.get(
    '/events/',
    {
      schema: {
        tags: ['events'],
        summary: 'Live events (text/event-stream) of {tenant}-admin, -research, -all as the role allows',
        querystring: ZEventsQuery,
        response: { 401: ZErrorBody, 404: ZErrorBody },
      },
      preValidation: requireAbility(liveEventsPolicy.subscribe),
    },
    async (request, reply) => {
      const tenant = request.tenant;
      const granted = grantChannels(request.principal, tenant.subdomain, queryValues(request.query.channels));
      // The caller's own alerts (domains/watches) come on every stream of theirs, whatever channels it asks for.
      const userId = request.principal.userId;
      const audiences: Addressee[] = userId === null ? granted : [...granted, userAudience(userId)];
      const header = request.headers['last-event-id'];
      const lastId = Number(
        typeof header === 'string' && /^\d+$/.test(header) ? header : (request.query.last_event_id ?? 0),
      );

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`: granted ${granted.map((a) => `${tenant.subdomain}-${a}`).join(',')}\nretry: 3000\n\n`);

      let sentUpTo = lastId;
      const queue: LiveEvent[] = [];
      let replaying = lastId > 0;
      const send = (e: LiveEvent) => {
        if (e.id <= sentUpTo) return;
        sentUpTo = e.id;
        res.write(frameOf(e));
      };
      const unsubscribe = app.events.subscribe((e) => {
        if (e.tenantId !== tenant.id || !audiences.includes(e.audience)) return;
        if (replaying) queue.push(e);
        else send(e);
      });
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      let unwatch = () => {};
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        unwatch();
      };
      request.raw.on('close', close);
      res.on('error', close);
      // The session ended or its roles changed: the stream ends with it (lib/events' tenant changes).
      unwatch = watch.add(tenant.id, {
        tokenHash: request.tokenHash ?? '',
        principal: request.principal,
        end: () => {
          close();
          res.end();
        },
      });

      if (replaying) {
        try {
          // Everything missed, page after page (a client away for long may have missed thousands).
          for (let more = true; more && !res.destroyed; ) {
            const page = await app.events.since(tenant.id, sentUpTo, audiences);
            for (const e of page) send(e);
            more = page.length >= SINCE_PAGE;
          }
        } finally {
          replaying = false;
          for (const e of queue.splice(0)) send(e);
        }
      }
    },
  );
};
