import { fieldLabel, fixSummary, humanIssue, type TIssueLike } from '@intel/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';
import { PaywallError } from '../lib/paywall.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but the content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_REQ_FILE_TOO_LARGE: 'The file is larger than the upload limit.',
  FST_FILES_LIMIT: 'Send exactly one file.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data.',
};

/** Turns every error into `{detail, errors?}` with a 4xx, or a logged 5xx with a request id and no stack. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // No prototype: a body key such as "constructor" must not find Object.prototype's (found by fuzzing).
      const errors: Record<string, string[]> = Object.create(null);
      for (const issue of error.validation) {
        const where = (issue.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
        const key = where || (issue.params?.keys ? String(issue.params.keys) : 'non_field_errors');
        // Plain words naming the field and the fix (docs/ux.md), not the validator's wording.
        const message = humanIssue(
          { ...(issue.params as TIssueLike), code: issue.keyword, message: issue.message },
          fieldLabel(key),
        );
        errors[key] = [...(errors[key] ?? []), message];
      }
      return reply.code(400).send({ detail: fixSummary(Object.keys(errors)), errors });
    }
    if (error instanceof PaywallError) {
      return reply.code(403).send({ detail: error.message, paywall: error.paywall });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(error.errors ? { detail: error.message, errors: error.errors } : { detail: error.message });
    }
    const pg = postgresError(error);
    if (pg) return reply.code(pg.status).send({ detail: pg.detail });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, reqId: request.id }, 'response did not match its schema');
      return reply.code(500).send({ detail: `Internal server error (request ${request.id}).` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad request.';
      return reply.code(status).send({ detail });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, reqId: request.id }, 'database unavailable');
      return reply.code(503).send({ detail: 'The service is temporarily unavailable. Try again shortly.' });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    if (process.env.TEST_LOG_LEVEL) console.error('UNHANDLED', request.url, error);
    return reply.code(500).send({ detail: `Internal server error (request ${request.id}).` });
  });
});

/** The database is down or restarting: the error itself, or the one Drizzle wraps as its `cause`. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: string }).code ?? '';
    const message = (e as { message?: string }).message ?? '';
    if (
      ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03', '08006', '08001', '08003'].includes(code) ||
      /Connection terminated|timeout exceeded when trying to connect|not queryable|terminating connection/.test(message)
    )
      return true;
  }
  return false;
}

/** Constraint and value errors from PostgreSQL (possibly wrapped by Drizzle) are the caller's, not ours. */
function postgresError(error: unknown): { status: number; detail: string } | null {
  const e = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    constraint?: string;
    detail?: string;
    table?: string;
  };
  switch (e.code) {
    case '23505': {
      const what = uniqueWhat(e.detail, e.constraint, e.table);
      return {
        status: 409,
        detail: `${recordNoun(e.table)} with this ${what} already exists: choose another ${what}.`,
      };
    }
    case '23503':
      return { status: 400, detail: 'A linked record does not exist (or is not visible to you).' };
    case '23502':
      return { status: 400, detail: 'A required value is missing.' };
    case '23514':
      return { status: 400, detail: 'A value is outside what this field accepts.' };
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
      return { status: 400, detail: 'A value has the wrong format or is out of range.' };
    // A NUL character (or one PostgreSQL cannot store) in a text value or in JSON (found by fuzzing).
    case '22021':
    case '22P05':
      return { status: 400, detail: 'A value contains a character that cannot be stored (such as NUL).' };
    case '42501':
      return { status: 403, detail: 'You do not have permission to perform this action.' };
    // statement_timeout (db/scoped.ts): the statement was stopped and its connection went back to the pool.
    case '57014':
      return {
        status: 503,
        detail:
          'The request took too long and was stopped: narrow it (filters, a shorter question) or try again later.',
      };
    default:
      return null;
  }
}

function uniqueWhat(detail: string | undefined, constraint?: string, table?: string): string {
  // Without a detail (the embedded database), the index name says it: "keywords_tenant_slug_key" → "slug".
  const fromName = constraint
    ?.replace(table ? `${table}_` : /^$/, '')
    .replace(/_(key|uq|unique|idx|index)$/, '')
    .replace(/^tenant_/, '');
  const m = /Key \((.+?)\)=/.exec(detail ?? '');
  const cols = (m?.[1] ?? fromName ?? '')
    .split(',')
    .map((c) => c.trim().replace(/^lower\((.*)\)$/, '$1'))
    .filter((c) => c !== 'tenant_id')
    .filter(Boolean)
    .map((c) => fieldLabel(c).toLowerCase());
  return cols.join(' and ') || 'name';
}

/** "keywords" → "A keyword"; unknown or missing tables → "A record". */
function recordNoun(table: string | undefined): string {
  if (!table) return 'A record';
  const word = table.replace(/_/g, ' ').replace(/ies$/, 'y').replace(/s$/, '');
  return `${/^[aeiou]/i.test(word) ? 'An' : 'A'} ${word}`;
}
