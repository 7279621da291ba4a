import type pg from 'pg';

/**
 * A transaction costs a round trip for `BEGIN` before its first statement. Drizzle sends `begin` on
 * its own; this holds it back on the pooled client and sends it in the same message as the
 * transaction's first statement when that statement carries no parameters (the simple query
 * protocol accepts several statements in one message) — as the tenant settings of
 * `withTenant` do. Otherwise `begin` goes first on its own, as before. Errors are unchanged: a
 * failing first statement fails the message, and the transaction is rolled back by its owner.
 */
type QueryConfig = { text?: string; name?: string; values?: unknown[]; rowMode?: string };
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const PATCHED = Symbol('one-trip-begin');

export function mergeBeginIntoFirstStatement(client: pg.PoolClient | pg.Client): void {
  const target = client as unknown as { query: Query; [PATCHED]?: true };
  if (target[PATCHED]) return;
  target[PATCHED] = true;
  const query = target.query.bind(client) as Query;
  let held = false;
  target.query = (config: unknown, values?: unknown, callback?: unknown) => {
    const text = typeof config === 'string' ? config : (config as QueryConfig | null)?.text;
    const params = Array.isArray(values) ? values : (config as QueryConfig | null)?.values;
    const plain =
      typeof text === 'string' &&
      !params?.length &&
      !(config as QueryConfig | null)?.name &&
      typeof values !== 'function' &&
      callback === undefined;
    if (plain && !held && text.trim().toLowerCase() === 'begin') {
      held = true;
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    if (!held) return query(config, values, callback);
    held = false;
    if (plain) {
      const merged = typeof config === 'string' ? `begin; ${text}` : { ...(config as object), text: `begin; ${text}` };
      // Several statements answer an array of results: the caller asked for the last one.
      return (query(merged, values) as Promise<pg.QueryResult | pg.QueryResult[]>).then((r) =>
        Array.isArray(r) ? r[r.length - 1] : r,
      );
    }
    return (query('begin') as Promise<unknown>).then(() => query(config, values, callback));
  };
}
