import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { mayHaveAlerts, PROCESSING_JOB } from '../processing/process.ts';
import { type Dispatched, startDispatcher } from './dispatch.ts';
import { createMailer, emailUser, type Mailer, sendDailyDigests } from './mail.ts';
import { evaluateDueQuestions } from './questions.ts';

/** Immediate emails sent per dispatched batch at most (the rest wait for the next digest or batch). */
const IMMEDIATE_PER_BATCH = 100;

/** The address of a tenant's app, for links in emails. */
async function appUrlOf(database: Database, baseDomain: string, tenantId: number): Promise<string> {
  const { rows } = await database.pool.query<{ subdomain: string }>('select subdomain from clients where id = $1', [
    tenantId,
  ]);
  const host = `${rows[0]?.subdomain ?? 'www'}.${baseDomain}`;
  return `${/^localhost(:|$)/.test(baseDomain) ? 'http' : 'https'}://${host}`;
}

/**
 * What alerts need beside their routes: the dispatcher (live events, `alert.fired`, immediate emails)
 * in processes that run jobs, the periodic job that asks saved questions again, and the hourly job
 * that sends the daily digests that are due. Email only when SMTP_URL is set.
 */
export function createAlertServices(app: FastifyInstance) {
  const { config, database, events, jobs } = app;
  const mailer: Mailer | null = createMailer(config.alerts.smtpUrl, config.alerts.from);

  const immediate = async (sent: Dispatched[]) => {
    if (!mailer) return;
    const users = [...new Set(sent.filter((a) => a.emailMode === 'immediate').map((a) => a.userId))];
    if (!users.length) return;
    const tenantId = sent[0]?.tenantId ?? 0;
    const appUrl = await appUrlOf(database, config.baseDomain, tenantId);
    for (const userId of users.slice(0, IMMEDIATE_PER_BATCH))
      await emailUser(database, mailer, tenantId, userId, appUrl, (n) => `New alerts: ${n}`).catch((err) =>
        app.log.warn({ err, tenantId, userId }, 'alert email failed'),
      );
  };

  const questionsJob = {
    name: 'watches.questions',
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    retryLimit: 0,
    handler: async () => {
      await evaluateDueQuestions(database, config.alerts.questionMinutes);
    },
  };
  const digestJob = {
    name: 'watches.digests',
    payload: z.object({}).passthrough(),
    cron: '7 * * * *',
    retryLimit: 0,
    handler: async () => {
      if (!mailer) return;
      const { rows } = await database.pool.query<{ tenant_id: string }>(
        `select distinct tenant_id from alert_settings where email = 'daily'`,
      );
      for (const r of rows) {
        const tenantId = Number(r.tenant_id);
        await sendDailyDigests(database, mailer, tenantId, await appUrlOf(database, config.baseDomain, tenantId));
      }
    },
  };
  jobs.define(questionsJob);
  jobs.define(digestJob);

  let dispatcher: ReturnType<typeof startDispatcher> | null = null;
  // A processed document's mention alerts leave as soon as its job has finished (in the process that ran it);
  // a document that left none starts no dispatch (a transaction per document that found nothing).
  jobs.onDone<{ tenantId: number }>(PROCESSING_JOB, ({ tenantId }, result) => {
    if (mayHaveAlerts(result)) dispatcher?.kick(tenantId);
  });
  app.addHook('onReady', async () => {
    // With ALERTS_DISPATCH_MS=0 a process hands alerts out only when flushed or kicked (the test apps).
    if (config.runWorkers || config.alerts.dispatchMs === 0)
      dispatcher = startDispatcher(database, events, config.alerts.dispatchMs, immediate, (err) =>
        app.log.error({ err }, 'alert dispatch failed'),
      );
  });
  app.addHook('onClose', async () => {
    await dispatcher?.stop();
    mailer?.close();
  });

  return {
    /** Hands out waiting alerts now (tests and the bench, instead of waiting for the interval). */
    flush: async () => dispatcher?.flush(),
    /** Asks every due saved question now (minutes: how long since its last asking makes it due). */
    evaluateQuestions: (minutes = config.alerts.questionMinutes) => evaluateDueQuestions(database, minutes),
    /** Sends the daily digests due in one tenant now. */
    sendDigests: async (tenantId: number) =>
      mailer ? sendDailyDigests(database, mailer, tenantId, await appUrlOf(database, config.baseDomain, tenantId)) : 0,
    mailer,
  };
}
export type AlertServices = ReturnType<typeof createAlertServices>;
