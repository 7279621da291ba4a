import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/scoped.ts';
import { presentAlerts, visibleAlerts } from './inbox.ts';
import { USER_SIGHT } from './visible.ts';

/** Alerts listed in one email at most (the rest are in the app's inbox). */
const PER_EMAIL = 50;
/** Users of a tenant sent a digest per pass. */
const USERS_PER_PASS = 500;

export type Mailer = { send(to: string, subject: string, text: string): Promise<void>; close(): void };

/**
 * Email through SMTP_URL (nodemailer: the SMTP client most Node projects use; it speaks STARTTLS,
 * authentication and pooling, none of which we want to write). Null when SMTP_URL is unset.
 */
export function createMailer(smtpUrl: string | null, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}

/**
 * One user's email: their unread alerts not emailed yet that they may see now (read as the user,
 * USER_SIGHT: their role at this moment, nothing if disabled), marked emailed once sent. Answers how
 * many alerts it listed (0: nothing was sent).
 */
export async function emailUser(
  database: Database,
  mailer: Mailer,
  tenantId: number,
  userId: number,
  appUrl: string,
  subject: (n: number) => string,
): Promise<number> {
  const found = await withTenant(database, tenantId, async (tx) => {
    const { rows: who } = await tx.execute(sql`
      select email, disabled from users where tenant_id = ${tenantId} and id = ${userId}`);
    const user = who[0] as { email: string; disabled: boolean } | undefined;
    if (!user || user.disabled) return null;
    // USER_SIGHT reads the user's row as `u`.
    const { rows } = await tx.execute(
      visibleAlerts(
        tenantId,
        userId,
        USER_SIGHT,
        sql`a.read_at is null and a.emailed_at is null`,
        PER_EMAIL,
        sql`join users u on u.tenant_id = a.tenant_id and u.id = a.user_id`,
      ),
    );
    return { email: user.email, alerts: presentAlerts(rows) };
  });
  if (!found || found.alerts.length === 0) return 0;
  const lines = found.alerts.map((a) => `- ${a.summary}\n  ${appUrl}${a.href}`);
  const text = `${lines.join('\n')}\n\nYour inbox: ${appUrl}/alerts\nChoose how often you are emailed: ${appUrl}/alerts?settings=1\n`;
  await mailer.send(found.email, subject(found.alerts.length), text);
  const ids = found.alerts.map((a) => a.id);
  await withTenant(database, tenantId, (tx) =>
    tx.execute(sql`
      update alerts set emailed_at = now()
       where tenant_id = ${tenantId} and user_id = ${userId}
         and id in (select x::bigint from unnest(${sql.param(ids.map(String))}::text[]) x)`),
  );
  return found.alerts.length;
}

/**
 * The daily digests of one tenant: every user who chose `daily` and was last sent one more than 23
 * hours ago gets one email of what is new (nothing new: no email).
 */
export async function sendDailyDigests(database: Database, mailer: Mailer, tenantId: number, appUrl: string) {
  const users = await withTenant(database, tenantId, async (tx) => {
    const { rows } = await tx.execute(sql`
      select user_id from alert_settings
       where tenant_id = ${tenantId} and email = 'daily'
         and (last_digest_at is null or last_digest_at < now() - interval '23 hours')
       order by user_id limit ${USERS_PER_PASS}`);
    return (rows as { user_id: string | number }[]).map((r) => Number(r.user_id));
  });
  let sent = 0;
  for (const userId of users) {
    const n = await emailUser(database, mailer, tenantId, userId, appUrl, (k) => `Your daily alerts: ${k} new`);
    await withTenant(database, tenantId, (tx) =>
      tx.execute(sql`update alert_settings set last_digest_at = now()
                      where tenant_id = ${tenantId} and user_id = ${userId}`),
    );
    if (n) sent++;
  }
  return sent;
}
