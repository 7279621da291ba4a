import {
  SUGGESTION_STATUSES,
  ZAnnotations,
  ZConvertBody,
  ZConvertResult,
  ZId,
  ZIdParams,
  ZReconsiderBody,
  ZReconsiderResult,
  ZRejectedNamePage,
  ZRejectedNameQuery,
  ZRelinkBody,
  ZReportRequest,
  ZReportStatus,
  ZReportTask,
  ZTaggingPreview,
  ZTaggingPreviewBody,
  ZUndoAcceptResult,
  ZUndoAcceptsBody,
  ZUndoAcceptsResult,
} from '@intel/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/download-name.ts';
import { heavyWork } from '../../lib/heavy-work.ts';
import { notFound } from '../../lib/http-errors.ts';
import { preloadPdfFonts } from '../../lib/pdf.ts';
import { ERRORS, errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { annotate } from './annotations.ts';
import { relink } from './links.ts';
import { reportsPolicy, suggestionsPolicy, taggingRulesPolicy } from './policies.ts';
import { enqueueProcessing, processingJob } from './process.ts';
import { listRejectedNames, reconsiderName } from './rejected-names.ts';
import { createReport, loadReport, reportFile, reportJob } from './report.ts';
import { previewItems, previewRule } from './rules.ts';
import { acceptSuggestion, countSuggestions, rejectSuggestionIn } from './suggestion-commands.ts';
import { undoAccept, undoAccepts } from './undo-accept.ts';

const ZTask = z.object({ taskId: z.uuid({ message: 'Unknown report task.' }) });

/**
 * Processing's routes besides its resources (suggestions, tagging rules): counting, accepting and
 * rejecting suggestions, the rejected names, reports over raw data, the tagging-rule preview and an
 * item's annotated text.
 */
export const processingRoutes: FastifyPluginAsyncZod = async (app) => {
  const plain = app as unknown as FastifyInstance;
  const report = reportJob(plain);
  app.jobs.define(report);
  const processing = processingJob(plain);

  app.get(
    '/raw-data/:id/annotations/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'The item’s text with every recognised mention (suggestions, linked records, contacts)',
        params: ZIdParams,
        response: { 200: ZAnnotations, ...ERRORS },
      },
      preValidation: requireAbility(suggestionsPolicy.read),
    },
    async (request) => {
      const out = await request.withTenant(({ tx, principal }) =>
        annotate(tx, request.tenant.id, request.params.id, readableVisibilities(principal)),
      );
      if (!out) throw notFound('Raw data not found.');
      return out;
    },
  );

  app.post(
    '/raw-data/:id/links/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Link the item to another organization or person of the same name instead (kept on reprocessing)',
        params: ZIdParams,
        body: ZRelinkBody,
        response: { 204: z.null(), ...ERRORS },
      },
      preValidation: requireAbility(suggestionsPolicy.review),
    },
    async (request, reply) => {
      await request.withTenant((ctx) => relink(ctx, request.params.id, request.body));
      return reply.code(204).send(null);
    },
  );

  for (const [kind, path] of [
    ['organization', '/suggested-entities/organizations'],
    ['person', '/suggested-entities/people'],
  ] as const) {
    app.get(
      `${path}/count/`,
      {
        schema: {
          tags: ['suggested entities'],
          summary: `How many ${kind} suggestions wait for review`,
          querystring: z.object({ status: z.enum(SUGGESTION_STATUSES).default('suggested') }),
          response: { 200: z.object({ count: z.number().int() }), ...ERRORS },
        },
        preValidation: requireAbility(suggestionsPolicy.read),
      },
      async (request) =>
        request.withTenant(async (ctx) => ({ count: await countSuggestions(ctx, kind, request.query.status) })),
    );
  }

  app.post(
    '/raw-data/suggested-entities/:id/convert-to-entity/',
    {
      schema: {
        tags: ['suggested entities'],
        summary: 'Accept a suggestion: create the organization or person, or merge it into an existing one',
        params: ZIdParams,
        body: ZConvertBody.nullish(),
        response: { 200: ZConvertResult, ...ERRORS },
      },
      preValidation: requireAbility(suggestionsPolicy.review),
    },
    async (request) => request.withTenant((ctx) => acceptSuggestion(ctx, request.params.id, request.body ?? undefined)),
  );

  app.post(
    '/raw-data/suggested-entities/:id/undo-accept/',
    {
      schema: {
        tags: ['suggested entities'],
        summary: 'Undo an accept: delete the records it created and put their suggestions back to review',
        params: ZIdParams,
        response: { 200: ZUndoAcceptResult, ...ERRORS },
      },
      preValidation: requireAbility(suggestionsPolicy.review),
    },
    async (request) => request.withTenant((ctx) => undoAccept(ctx, request.params.id)),
  );

  app.post(
    '/raw-data/suggested-entities/batch-undo-accept/',
    {
      schema: {
        tags: ['suggested entities'],
        summary:
          'Undo a batch accept: delete every record the accepts created and put their suggestions back to review, in one transaction',
        body: ZUndoAcceptsBody,
        response: { 200: ZUndoAcceptsResult, ...ERRORS },
      },
      preValidation: requireAbility(suggestionsPolicy.review),
    },
    async (request) => request.withTenant((ctx) => undoAccepts(ctx, request.body.ids)),
  );

  app.delete(
    '/raw-data/:rawDataId/remove-suggested-entity/:suggestedEntityId/',
    {
      schema: {
        tags: ['suggested entities'],
        summary: 'Reject a suggestion found in a raw data item (the name is not suggested again)',
        params: z.object({ rawDataId: ZId, suggestedEntityId: ZId }).strict(),
        response: { 204: z.null(), ...ERRORS },
      },
      preValidation: requireAbility(suggestionsPolicy.review),
    },
    async (request, reply) => {
      const { rawDataId, suggestedEntityId } = request.params;
      await request.withTenant((ctx) => rejectSuggestionIn(ctx, rawDataId, suggestedEntityId));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/raw-data/rejected-names/',
    {
      schema: {
        tags: ['suggested entities'],
        summary: 'Names the tenant rejected (never suggested again unless reconsidered), newest first',
        querystring: ZRejectedNameQuery,
        response: { 200: ZRejectedNamePage, ...errorsFor(400, 401, 403, 404) },
      },
      preValidation: requireAbility(suggestionsPolicy.read),
    },
    async (request) => request.withTenant((ctx) => listRejectedNames(ctx, request.query, request.url)),
  );

  app.post(
    '/raw-data/rejected-names/:id/reconsider/',
    {
      schema: {
        tags: ['suggested entities'],
        summary: 'Reconsider a rejected name: suggested again from the next processing (optionally reprocess now)',
        params: ZIdParams,
        body: ZReconsiderBody.nullish(),
        response: { 200: ZReconsiderResult, ...errorsFor(400, 401, 403, 404) },
      },
      preValidation: requireAbility(suggestionsPolicy.reconsiderRejected),
    },
    async (request) => {
      const reprocess = request.body?.reprocess === true;
      const found = await request.withTenant((ctx) => reconsiderName(ctx, request.params.id, reprocess));
      if (!found) throw notFound('Rejected name not found.');
      const reprocessed = found.items.length
        ? await enqueueProcessing(plain, processing, request.tenant.id, found.items)
        : 0;
      return { id: found.id, kind: found.kind, name: found.name, reprocessed };
    },
  );

  app.post(
    '/raw-data/analysis-report/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Queue a report over raw data items; answers a task id',
        body: ZReportRequest,
        response: { 202: ZReportTask, ...errorsFor(400, 401, 403, 404) },
      },
      preValidation: requireAbility(reportsPolicy.make),
    },
    async (request, reply) => {
      const row = await request.withTenant((ctx) => createReport(ctx, request.body.ids));
      await app.jobs.send(report, { tenantId: request.tenant.id, reportId: row.id });
      // A report is usually downloaded next: have the PDF fonts ready by then.
      preloadPdfFonts();
      return reply.code(202).send({ task_id: row.taskId });
    },
  );

  app.get(
    '/raw-data/analysis-report-status/:taskId/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Status (and, once complete, the document) of a report',
        params: ZTask,
        response: { 200: ZReportStatus, ...errorsFor(400, 401, 403, 404) },
      },
      preValidation: requireAbility(reportsPolicy.make),
    },
    async (request) => {
      const row = await request.withTenant((ctx) => loadReport(ctx, request.params.taskId));
      return {
        task_id: row.taskId,
        status: row.status as 'queued' | 'running' | 'complete' | 'error',
        error_message: row.errorMessage,
        result: (row.result as z.infer<typeof ZReportStatus>['result']) ?? null,
      };
    },
  );

  app.get(
    '/raw-data/analysis-report/:taskId/download/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Download a complete report as Markdown or PDF',
        params: ZTask,
        querystring: z.object({ format: z.enum(['md', 'pdf']).default('md') }),
        response: ERRORS,
      },
      preValidation: requireAbility(reportsPolicy.make),
    },
    async (request, reply) =>
      heavyWork(request, reply, 'report', async () => {
        const row = await request.withTenant((ctx) => loadReport(ctx, request.params.taskId));
        if (row.status !== 'complete' || !row.result)
          return reply.code(409).send({ detail: 'The report is not ready yet.' });
        const file = await reportFile(row, request.query.format);
        return reply
          .header('content-type', file.type)
          .header('content-disposition', contentDisposition(file.name))
          .send(file.body as never);
      }),
  );

  app.post(
    '/taggingrules/preview/',
    {
      schema: {
        tags: ['tagging rules'],
        summary: 'What a rule would match in existing raw data (nothing is saved)',
        body: ZTaggingPreviewBody,
        response: { 200: ZTaggingPreview, ...errorsFor(400, 401, 403) },
      },
      preValidation: requireAbility(taggingRulesPolicy.preview),
    },
    async (request) => previewRule(request.body, () => request.withTenant(previewItems)),
  );
};
