import { createHash } from 'node:crypto';
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

/**
 * The client's `query` as it is when called: a wrapper installed before this one, or else the
 * driver's own, looked up on the prototype at each call (so that whatever wraps the driver later —
 * a test's capture of every statement — still sees this client's statements).
 */
function callThrough(client: object): Query {
  if (Object.hasOwn(client, 'query')) return (client as { query: Query }).query.bind(client);
  return (config, values, callback) =>
    (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => unknown }).query.call(
      client,
      ...([config, values, callback].slice(0, callback !== undefined ? 3 : values !== undefined ? 2 : 1) as unknown[]),
    );
}

const DEFERRED = Symbol('deferred-statements');

/**
 * Sends `text` (one statement without parameters: its values written into it by the caller) in the
 * same message as the transaction's next statement, or its COMMIT — a round trip fewer for a write
 * whose answer nobody waits for (a history entry, last before the commit). A failure fails that
 * message, and so the transaction, as if it had been sent on its own; a rollback drops it. False when
 * `client` does not merge statements (then run it yourself).
 */
export function deferToNextStatement(client: unknown, text: string): boolean {
  const deferred = (client as { [DEFERRED]?: string[] } | null)?.[DEFERRED];
  if (!deferred) return false;
  deferred.push(text);
  return true;
}

export function mergeBeginIntoFirstStatement(client: pg.PoolClient | pg.Client): void {
  const target = client as unknown as { query: Query; [PATCHED]?: true; [DEFERRED]?: string[] };
  if (target[PATCHED]) return;
  target[PATCHED] = true;
  const deferred: string[] = [];
  target[DEFERRED] = deferred;
  const query = callThrough(client);
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
    const command = plain ? text.trim().toLowerCase() : '';
    if (plain && !held && command === 'begin') {
      held = true;
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    // What waits to go first: a held BEGIN, then deferred statements (which a rollback drops).
    const first = [...(held ? ['begin'] : []), ...(command === 'rollback' ? [] : deferred)];
    deferred.length = 0;
    held = false;
    if (!first.length) return query(config, values, callback);
    if (plain) {
      const prefix = first.join('; ');
      const merged =
        typeof config === 'string' ? `${prefix}; ${text}` : { ...(config as object), text: `${prefix}; ${text}` };
      // Several statements answer an array of results: the caller asked for the last one.
      return (query(merged, values) as Promise<pg.QueryResult | pg.QueryResult[]>).then((r) =>
        Array.isArray(r) ? r[r.length - 1] : r,
      );
    }
    return (query(first.join('; ')) as Promise<unknown>).then(() => query(config, values, callback));
  };
}

/**
 * Statements with parameters are prepared once per connection under a name derived from their text
 * (the driver then sends only Bind and Execute), so PostgreSQL parses each hot statement once and,
 * after a few runs, may keep one generic plan instead of planning every request (the detail read
 * spent 3–5 ms of its ~8 ms database time planning). At most `MAX_PREPARED` names per connection:
 * past that, new statements run unnamed as before, so a connection's memory stays bounded.
 */
const MAX_PREPARED = 200;
const PREPARED = Symbol('prepared-statements');
/** Names already derived, by text (a Map lookup instead of a SHA-1 per statement), for all connections. */
const namesByText = new Map<string, string>();
const NAMES_KEPT = 2_000;

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (namesByText.size >= NAMES_KEPT) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

export function prepareRepeatedStatements(
  client: pg.PoolClient | pg.Client,
  enabled: () => boolean = () => true,
): void {
  const target = client as unknown as { query: Query; [PREPARED]?: Set<string> };
  if (target[PREPARED]) return;
  const names = new Set<string>();
  target[PREPARED] = names;
  const query = callThrough(client);
  target.query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (!enabled() || typeof config !== 'object' || config === null || !Array.isArray(values) || values.length === 0) {
      return query(config, values, callback);
    }
    const c = config as QueryConfig;
    if (c.name || typeof c.text !== 'string' || c.text.length > 50_000) return query(config, values, callback);
    const name = statementName(c.text);
    if (!names.has(name)) {
      if (names.size >= MAX_PREPARED) return query(config, values, callback);
      names.add(name);
    }
    return query({ ...c, name }, values, callback);
  };
}
