import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/scoped.ts';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import type { Tenant } from '../tenancy/repository.ts';
import {
  createSession,
  findUserByEmail,
  forgetLoginFailure,
  lockAttempts,
  recentFailures,
  recordLoginFailure,
  type UserRow,
} from './repository.ts';
import { dummyHash, hashToken, newToken, verifyPassword } from './tokens.ts';

/** Failed logins allowed per account in 15 minutes and per address in an hour before 429. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * Checks the password and opens a session. Guarantees: an unknown account costs the same hash as
 * a wrong password; failures are recorded even though the login is refused; throttled callers get 429.
 * Each attempt is counted as a failure before its password is checked (and forgotten if it proves
 * right), under a lock per account and per address: parallel guesses cannot all pass the count.
 */
export async function login(
  database: Database,
  tenant: Tenant,
  input: { email: string; password: string; address: string; ttlMs: number },
): Promise<{ token: string; user: UserRow }> {
  const { user, attemptId } = await withTenant(database, tenant.id, async (tx) => {
    await lockAttempts(tx, tenant.id, input.email, input.address);
    const failures = await recentFailures(tx, tenant.id, input.email, input.address);
    if (failures.byEmail >= MAX_FAILURES_PER_ACCOUNT || failures.byAddress >= MAX_FAILURES_PER_ADDRESS) {
      throw tooManyRequests('Too many failed logins. Wait 15 minutes and try again.');
    }
    return {
      user: await findUserByEmail(tx, tenant.id, input.email),
      attemptId: await recordLoginFailure(tx, tenant.id, input.email, input.address),
    };
  });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok || user.disabled) throw unauthorized('Invalid email or password.');
  const token = newToken();
  await withTenant(database, tenant.id, async (tx) => {
    await forgetLoginFailure(tx, tenant.id, attemptId);
    await createSession(tx, tenant.id, user.id, hashToken(token), input.ttlMs);
  });
  return { token, user };
}
