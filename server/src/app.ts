import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { configureStatementTimeouts, noteTenantChanged } from './db/scoped.ts';
import { apiTokenRoutes } from './domains/api-tokens/routes.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { clientRoutes } from './domains/clients/routes.ts';
import { rawDataResource } from './domains/collection/resources.ts';
import { collectionRoutes } from './domains/collection/routes.ts';
import { bucketResource, sourceUrlResource } from './domains/collection/sources.ts';
import { countsRoutes } from './domains/counts/routes.ts';
import { ledgerResource } from './domains/curation/ledger.ts';
import { organizationResource } from './domains/curation/organizations.ts';
import { personResource } from './domains/curation/people.ts';
import { mergeRoutes } from './domains/curation/routes.ts';
import { emailRoutes } from './domains/emails/routes.ts';
import { enrichRoutes } from './domains/enrich/routes.ts';
import { eventRoutes } from './domains/events/routes.ts';
import { graphRoutes } from './domains/graph/routes.ts';
import { categoryResource, factResource, sectionResource } from './domains/intelbooks/resources.ts';
import { factTreeRoutes, shareCodeTreeRoutes } from './domains/intelbooks/routes.ts';
import { shareCodeResource } from './domains/intelbooks/share-codes.ts';
import { keywordResource } from './domains/keywords/resource.ts';
import { libraryResource } from './domains/library/library.ts';
import { listResource } from './domains/library/lists.ts';
import { listItemRoutes, snapshotSeriesRoutes } from './domains/library/routes.ts';
import { snapshotResource } from './domains/library/snapshots.ts';
import { operatorRoutes } from './domains/operator/routes.ts';
import { hiddenNamesRoutes } from './domains/processing/hidden-names.ts';
import { processingRoutes } from './domains/processing/routes.ts';
import { taggingRuleResource } from './domains/processing/rules.ts';
import { suggestedOrganizationResource, suggestedPersonResource } from './domains/processing/suggestions.ts';
import { workQueueRoutes } from './domains/processing/work-queue.ts';
import { cityResource, geoResource, termResource } from './domains/reference/resources.ts';
import { searchRoutes } from './domains/search/routes.ts';
import { settingsRoutes } from './domains/settings/routes.ts';
import { createTenantDirectory } from './domains/tenancy/repository.ts';
import { tenantInfoRoutes } from './domains/tenancy/routes.ts';
import { userResource } from './domains/users/resource.ts';
import { watchRoutes } from './domains/watches/routes.ts';
import { createAlertServices } from './domains/watches/services.ts';
import { webhookRoutes } from './domains/webhooks/routes.ts';
import { createEventBus } from './lib/events.ts';
import { createRecordChanges } from './lib/record-changes.ts';
import { resourceRoutes } from './lib/resource.ts';
import { serializerCompiler } from './lib/response-serializer.ts';
import { openStorage } from './lib/storage/index.ts';
import { abilityOf, authPlugin } from './plugins/auth.ts';
import { benchProbeRoutes } from './plugins/bench-probe.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { createJobs } from './plugins/jobs.ts';
import { loggerOptions, QuietRequestLog } from './plugins/logging.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { spaPlugin } from './plugins/spa.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { tenantTxPlugin } from './plugins/tenant-tx.ts';

/** How to authenticate, as the API docs (/api/docs) say it. */
const BEARER_DOC = [
  "Send `Authorization: Bearer <token>` on every request to your workspace's host.",
  'The token is either a login session (`POST /api/v1/auth/login/` answers one) or a personal API token',
  '(`inpat_…`, created under Account → API tokens or with `POST /api/v1/auth/tokens/`).',
  "An API token acts with its owner's current role, a read-only one may only make GET requests,",
  'each token is rate-limited per minute (429 with Retry-After), and no token works on the tenant console.',
].join(' ');

/** Builds the app: external plugins → app plugins → routes. Does not listen. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new QuietRequestLog(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
    // The job queue starts in an onReady hook (its schema, its workers): on a loaded machine that has taken over
    // Fastify's default 10 s, failing a start that would have succeeded (a test app under load, CI rehearsal).
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  // Every route, as registered: the authorization matrix test checks that each one has a row.
  const routeTable: { method: string; url: string; ability: string | null }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, ability: abilityOf(route.preValidation) });
  });
  app.decorate('database', database);
  configureStatementTimeouts(config.statementTimeouts);
  app.decorate('tenants', createTenantDirectory(database));
  app.decorate('storage', await openStorage(config, database));
  const events = createEventBus(database, config.eventsChannel);
  await events.start();
  app.decorate('events', events);
  app.decorate('recordChanges', createRecordChanges());
  // A tenant that just changed reads from the primary for a moment (db/scoped.ts withTenantRead).
  events.onTenantChanged((tenantId) => noteTenantChanged(database, tenantId));
  app.addHook('onClose', () => events.stop());
  // Read-your-writes for the per-tenant caches: plugins/tenant-tx.ts signals a write's change at commit.
  const jobs = createJobs(database, {
    superviseIntervalSeconds: Math.min(60, config.jobExpireSeconds),
    schema: config.jobsSchema,
  });
  app.decorate('jobs', jobs);
  // Domains define their jobs while their routes register; workers start once all are known.
  app.addHook('onReady', () => jobs.start({ work: config.runWorkers }));
  app.addHook('onClose', () => jobs.stop());
  app.decorate('alerts', createAlertServices(app));

  await app.register(securityHeadersPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Intel Notes API',
        version: '1.0.0',
        description:
          'Multi-tenant intelligence notes (DESIGN §5). Authenticate with `Authorization: Bearer <token>`: a login ' +
          'session or a personal API token (`inpat_…`, see the bearer scheme below and docs/integrations.md).',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: BEARER_DOC,
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 2, fields: 20, parts: 30 },
    throwFileSizeLimit: true,
  });

  await app.register(errorsPlugin);
  // The job-only process (worker.ts) may listen for its health check only.
  if (config.role === 'worker')
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0] !== '/api/v1/health/') return reply.code(404).send({ detail: 'Not found.' });
    });
  await app.register(tenantPlugin);
  await app.register(authPlugin);
  await app.register(tenantTxPlugin);

  app.get(
    '/api/v1/health/',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await database.pool.query('select 1');
      return { status: 'ok' as const };
    },
  );

  await app.register(
    async (api) => {
      await api.register(tenantInfoRoutes);
      await api.register(clientRoutes);
      await api.register(authRoutes);
      await api.register(apiTokenRoutes);
      await api.register(countsRoutes);
      await api.register(eventRoutes);
      await api.register(settingsRoutes);
      await api.register(resourceRoutes(keywordResource));
      await api.register(resourceRoutes(termResource));
      await api.register(resourceRoutes(geoResource));
      await api.register(resourceRoutes(cityResource));
      await api.register(resourceRoutes(organizationResource));
      await api.register(resourceRoutes(personResource));
      await api.register(resourceRoutes(ledgerResource));
      await api.register(mergeRoutes);
      await api.register(enrichRoutes);
      await api.register(emailRoutes);
      await api.register(resourceRoutes(libraryResource));
      await api.register(snapshotSeriesRoutes);
      await api.register(resourceRoutes(snapshotResource));
      await api.register(listItemRoutes);
      await api.register(resourceRoutes(listResource));
      await api.register(searchRoutes);
      await api.register(graphRoutes);
      await api.register(operatorRoutes);
      await api.register(resourceRoutes(userResource));
      await api.register(factTreeRoutes);
      await api.register(resourceRoutes(categoryResource));
      await api.register(resourceRoutes(sectionResource));
      await api.register(resourceRoutes(factResource));
      // Collection and processing: the literal raw-data paths register before `/raw-data/:id/`.
      await api.register(resourceRoutes(bucketResource));
      await api.register(collectionRoutes);
      await api.register(processingRoutes);
      await api.register(workQueueRoutes);
      await api.register(watchRoutes);
      await api.register(hiddenNamesRoutes);
      await api.register(resourceRoutes(rawDataResource));
      await api.register(resourceRoutes(sourceUrlResource));
      await api.register(resourceRoutes(suggestedOrganizationResource));
      await api.register(resourceRoutes(suggestedPersonResource));
      await api.register(resourceRoutes(taggingRuleResource));
      await api.register(shareCodeTreeRoutes);
      await api.register(resourceRoutes(shareCodeResource));
      await api.register(webhookRoutes);
      // Benchmark probes (bench/, issue 7): only with BENCH_PROBE=1, so absent in production and in the tests.
      if (process.env.BENCH_PROBE === '1') await api.register(benchProbeRoutes);
    },
    { prefix: '/api/v1' },
  );

  await app.register(spaPlugin);
  return app;
}
