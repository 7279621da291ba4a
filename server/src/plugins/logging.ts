import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Logs for people in a terminal, JSON for machines: pino-pretty when LOG_FORMAT=pretty, or when it
 * is `auto` (the default) and stdout is a terminal (`npm start`, `npm run dev`); one JSON object a
 * line otherwise (containers, files, log shippers).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  isTTY = !!process.stdout.isTTY,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && isTTY);
  if (!pretty) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,reqId', singleLine: true },
    },
  };
}

/**
 * Fastify's own `incoming request` / `request completed` lines at debug instead of info: one pair per
 * request drowns everything else at the default level. LOG_LEVEL=debug brings them back with the
 * same fields; a request that failed is still logged at error, and every other line of Fastify's
 * (error handler, route not found...) keeps its level.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null, _request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
