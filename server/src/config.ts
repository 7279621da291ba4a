import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { ChatEndpoint } from './lib/llm-chat.ts';

const boolish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Every setting, from the environment, with defaults that work on a fresh clone (README lists them). */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_REPLICA_URL: z.string().optional(),
  DEFAULT_TENANT: z.string().default('www'),
  BASE_DOMAIN: z.string().default('localhost'),
  DEMO_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: boolish.default(false),
  TRUST_PROXY: boolish.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 14),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  RUN_WORKERS: boolish.default(true),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish.default(false),
  ICON_SERVICE_URL: z.string().default('https://icons.duckduckgo.com/ip3/{domain}.ico'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(86_400).default(120),
  /**
   * How long an import's batch of rows (lib/import-table.ts), or a batch of the names processing writes
   * (domains/processing/process-results.ts), runs before it commits.
   */
  IMPORT_BATCH_MS: z.coerce.number().int().min(1).max(60_000).default(50),
  /** Rows of one import batch at most (lib/import-table.ts): a batch's new records are written together. */
  IMPORT_BATCH_ROWS: z.coerce.number().int().min(1).max(1000).default(50),
  /** Heavy requests (imports, exports, merges, report downloads, reprocessing) one tenant may run at once (lib/heavy-work.ts). */
  HEAVY_REQUESTS_PER_TENANT: z.coerce.number().int().min(1).max(100).default(2),
  /** Fault injection for the crash tests: a pause before processing writes its results. */
  PROCESSING_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** Statement timeouts per class of work (db/scoped.ts): a class never holds a pooled connection longer. */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  STATEMENT_TIMEOUT_OPERATOR_MS: z.coerce.number().int().min(0).default(20_000),
  STATEMENT_TIMEOUT_EXPORT_MS: z.coerce.number().int().min(0).default(60_000),
  STATEMENT_TIMEOUT_JOB_MS: z.coerce.number().int().min(0).default(300_000),
  FETCH_ALLOW: z.string().default(''),
  /** Optional OpenAI-compatible model for extraction (issue 15 item 6); unset: offline extraction only. */
  /** Email of alerts (issue 38): an smtp:// or smtps:// URL; unset: no email is sent. */
  SMTP_URL: z.string().default(''),
  SMTP_FROM: z.string().default('Intel Notes <alerts@localhost>'),
  /** How often a job-running process hands out new alerts (domains/watches/dispatch.ts); 0: only when flushed. */
  ALERTS_DISPATCH_MS: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || (n >= 50 && n <= 600_000), '0, or 50 to 600000')
    .default(2000),
  /** How often a saved question is asked again for new results (domains/watches/questions.ts). */
  WATCH_QUESTION_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  EXTRACTION_LLM_URL: z.string().default(''),
  EXTRACTION_LLM_MODEL: z.string().default('default'),
  EXTRACTION_LLM_API_KEY: z.string().default(''),
  EXTRACTION_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Requests one personal API token may make per minute (per API process), then 429 with Retry-After. */
  API_TOKEN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Webhook deliveries (issue 38): attempts per delivery, the first retry's delay (doubling), failures before an endpoint is switched off. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  WEBHOOK_FAILURE_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
});

export type S3Config = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming standby for the reads that tolerate lag (docs/scaling.md §2); unset: the primary serves them. */
  databaseReplicaUrl: string | undefined;
  /** `all` (web and jobs, `npm start`), `web` (RUN_WORKERS=false) or `worker` (`npm run worker`: jobs only). */
  role: 'all' | 'web' | 'worker';
  /** The job-only process answers its health check on this port when set (no other route). */
  healthPort: number | undefined;
  /** Where uploads are kept: the database (default) or S3-compatible storage when S3_BUCKET is set. */
  s3: S3Config | null;
  defaultTenant: string;
  baseDomain: string;
  demoPassword: string;
  demoPasswordGenerated: boolean;
  seedDemo: boolean;
  trustProxy: boolean;
  sessionTtlMs: number;
  /** Requests per minute one personal API token may make in one process (issue 38). */
  apiTokenRatePerMinute: number;
  bodyLimit: number;
  webDist: string;
  logLevel: string;
  /** `pretty` (pino-pretty), `json`, or `auto`: pretty when stdout is a terminal. */
  logFormat: 'auto' | 'pretty' | 'json';
  dbPoolSize: number;
  /** Outbound fetches (safe-fetch): private hosts or CIDRs allowed anyway, time and size caps. */
  fetch: { allow: string[]; timeoutMs: number; maxBytes: number };
  /** Whether this process runs background job workers (an API-only instance can say no). */
  runWorkers: boolean;
  uploadMaxBytes: number;
  /** How long an import's batch of rows, or a batch of processing's names, runs before it commits. */
  importBatchMs: number;
  /** Rows of one import batch at most (its new records are written together). */
  importBatchRows: number;
  /** Heavy requests one tenant may run at once in this process (lib/heavy-work.ts); then 429 with Retry-After. */
  heavyPerTenant: number;
  /** A job whose worker died is retried after this long (pg-boss expiry). */
  jobExpireSeconds: number;
  /**
   * pg-boss's schema (`pgboss`). Every process of one deployment shares it; the test harness gives each
   * test file's app its own, so that no file's workers run another file's jobs (in another process,
   * with another configuration, where that file's live events never arrive).
   */
  jobsSchema: string;
  /**
   * The prefix of the live events' NOTIFY channels (`intel`, lib/events.ts): shared by every process of one
   * deployment. The test harness gives each test process's apps their own, as it does the jobs schema:
   * an event another file's app (another process, another configuration) received acted there too — it
   * queued webhook deliveries in that app's job queue, with its FETCH_ALLOW (60 s lost in a CI run).
   */
  eventsChannel: string;
  /** Test-only pause inside processing (0 in normal use). */
  processingDelayMs: number;
  /** Icon service address with a {domain} placeholder, and how long icons are cached (SPEC §9: 168 h). */
  iconServiceUrl: string;
  iconCacheMs: number;
  /** `statement_timeout` of each class of work in milliseconds (0: none). */
  statementTimeouts: { interactive: number; operator: number; export: number; job: number };
  /** The extractor's optional model (extraction/model.ts), fetched through the SSRF guard; null: none. */
  extractionLlm: ChatEndpoint | null;
  /**
   * Webhook deliveries: attempts of one delivery, the delay before its first retry in seconds (then
   * doubled each time), and deliveries failed in a row that switch an endpoint off.
   */
  webhooks: { maxAttempts: number; retrySeconds: number; failureLimit: number };
  /** Alerts (issue 38): email when SMTP_URL is set, the dispatcher's interval, saved questions' interval. */
  alerts: { smtpUrl: string | null; from: string; dispatchMs: number; questionMinutes: number };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const here = path.dirname(new URL(import.meta.url).pathname);
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where the command runs; by default the repository's data/ folder, whichever workspace starts it.
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.resolve(here, '../../data'),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL || undefined,
    role: e.RUN_WORKERS ? 'all' : 'web',
    healthPort: e.HEALTH_PORT,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT || undefined,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    defaultTenant: e.DEFAULT_TENANT.toLowerCase(),
    baseDomain: e.BASE_DOMAIN.toLowerCase(),
    demoPassword: e.DEMO_PASSWORD ?? randomBytes(9).toString('base64url'),
    demoPasswordGenerated: !e.DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    apiTokenRatePerMinute: e.API_TOKEN_RATE_PER_MINUTE,
    bodyLimit: e.BODY_LIMIT_BYTES,
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    dbPoolSize: e.DB_POOL_SIZE,
    runWorkers: e.RUN_WORKERS,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    importBatchMs: e.IMPORT_BATCH_MS,
    importBatchRows: e.IMPORT_BATCH_ROWS,
    heavyPerTenant: e.HEAVY_REQUESTS_PER_TENANT,
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    jobsSchema: 'pgboss',
    eventsChannel: 'intel',
    processingDelayMs: e.PROCESSING_DELAY_MS,
    iconServiceUrl: e.ICON_SERVICE_URL,
    iconCacheMs: 168 * 3600_000,
    statementTimeouts: {
      interactive: e.STATEMENT_TIMEOUT_MS,
      operator: e.STATEMENT_TIMEOUT_OPERATOR_MS,
      export: e.STATEMENT_TIMEOUT_EXPORT_MS,
      job: e.STATEMENT_TIMEOUT_JOB_MS,
    },
    fetch: {
      allow: e.FETCH_ALLOW.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      timeoutMs: e.FETCH_TIMEOUT_MS,
      maxBytes: e.FETCH_MAX_BYTES,
    },
    alerts: {
      smtpUrl: e.SMTP_URL.trim() || null,
      from: e.SMTP_FROM,
      dispatchMs: e.ALERTS_DISPATCH_MS,
      questionMinutes: e.WATCH_QUESTION_MINUTES,
    },
    extractionLlm: e.EXTRACTION_LLM_URL.trim()
      ? {
          url: e.EXTRACTION_LLM_URL.trim(),
          model: e.EXTRACTION_LLM_MODEL.trim() || 'default',
          apiKey: e.EXTRACTION_LLM_API_KEY.trim() || null,
          timeoutMs: e.EXTRACTION_LLM_TIMEOUT_MS,
          allow: e.FETCH_ALLOW.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        }
      : null,
    webhooks: {
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      retrySeconds: e.WEBHOOK_RETRY_SECONDS,
      failureLimit: e.WEBHOOK_FAILURE_LIMIT,
    },
    ...overrides,
  };
}
