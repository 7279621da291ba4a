import type pg from 'pg';
import type { Dataset, TenantPlan } from './data/types.ts';
import type { Child } from './processes.ts';

export type Role = 'admin' | 'research' | 'reader' | 'operator';

/** What every scenario needs: the servers, the tenant's Host header, tokens and the run's timing. */
export type Ctx = {
  app: Child;
  baseline: Child | null;
  /** Host header that selects the big tenant (`big.<BASE_DOMAIN>`). */
  host: string;
  dataset: Dataset;
  big: TenantPlan;
  tokens: Record<Role, string>;
  /** Seconds of load per run, and of warm-up before the app's run. */
  seconds: number;
  warmup: number;
  connections: number;
  smoke: boolean;
  /** The bench's own connection to the bench database (checks, never load). */
  pool: pg.Pool | null;
  embedded: boolean;
  log(line: string): void;
};

export function tokenOf(ctx: Ctx, role: Role): string {
  return ctx.tokens[role];
}
