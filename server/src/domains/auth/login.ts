import ipaddr from 'ipaddr.js';
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

/**
 * Failed logins allowed before 429: per account from one address (15 minutes), per address on any
 * account (an hour), and per account from everywhere together (15 minutes). The last is a backstop
 * against a spread-out guesser, high enough that one stranger cannot lock an account out: from one
 * address they reach the first two caps long before it.
 */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const MAX_FAILURES_PER_ACCOUNT = 200;

/** IPv6 hosts usually own a whole /64: its addresses count as one. */
export function throttleAddress(ip: string): string {
  try {
    const parsed = ipaddr.process(ip);
    if (parsed.kind() === 'ipv4') return parsed.toString();
    const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
    return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
  } catch {
    return ip;
  }
}

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
  const address = throttleAddress(input.address);
  const { user, attemptId } = await withTenant(database, tenant.id, async (tx) => {
    await lockAttempts(tx, tenant.id, input.email, address);
    const failures = await recentFailures(tx, tenant.id, input.email, address);
    if (
      failures.byAccountAndAddress >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
      failures.byAddress >= MAX_FAILURES_PER_ADDRESS ||
      failures.byAccount >= MAX_FAILURES_PER_ACCOUNT
    ) {
      throw tooManyRequests('Too many failed logins. Wait 15 minutes and try again.');
    }
    return {
      user: await findUserByEmail(tx, tenant.id, input.email),
      attemptId: await recordLoginFailure(tx, tenant.id, input.email, address),
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
