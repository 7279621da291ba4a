import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A transaction costs a round trip for `BEGIN` before its first statement. Drizzle sends `begin` on
 * its own; this holds it back on the pooled client, with the statements that open the transaction
 * (`openWithBegin`: the tenant settings of `withTenant`), and sends them in the same message as the
 * transaction's first statement when that statement carries no parameters (the simple query
 * protocol accepts several statements in one message). Before a statement with parameters they go
 * in the same write without waiting for their answer on a client in pipeline mode, or else first on
 * their own. Errors are unchanged: a failing first statement fails the message, and the transaction
 * is rolled back by its owner.
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

const STATE = Symbol('one-trip-state');

/** What a connection holds back: BEGIN, the statements that open the transaction, statements deferred. */
type Held = {
  begin: boolean;
  opening: string[];
  deferred: string[];
  pipeline: () => boolean;
  /** The open transaction is READ ONLY (`openWithBegin`'s option): its COMMIT is not waited for. */
  readOnly: boolean;
};

function heldOf(client: unknown): Held | undefined {
  return (client as { [STATE]?: Held } | null)?.[STATE];
}

/**
 * Sends `text` (one statement without parameters: its values written into it by the caller) in the
 * same message as the transaction's next statement, or its COMMIT — a round trip fewer for a write
 * whose answer nobody waits for (a history entry, last before the commit). A failure fails that
 * message, and so the transaction, as if it had been sent on its own; a rollback drops it. False when
 * `client` does not merge statements (then run it yourself).
 */
export function deferToNextStatement(client: unknown, text: string): boolean {
  const held = heldOf(client);
  if (!held) return false;
  held.deferred.push(text);
  return true;
}

/**
 * Holds `text` — a statement without parameters that sets the transaction up (the tenant's settings
 * of `withTenant`), written from constants and integers only — to travel with the held BEGIN, right
 * after it. False when no BEGIN is held on `client` (then run it yourself). Unlike a deferred
 * statement, an opening may be pipelined before a first statement with parameters: it cannot fail to
 * parse, so the statement behind it always runs inside the transaction it opens (or in an aborted one).
 */
export function openWithBegin(client: unknown, text: string, options: { readOnly?: boolean } = {}): boolean {
  const held = heldOf(client);
  if (!held?.begin) return false;
  held.opening.push(text);
  if (options.readOnly) held.readOnly = true;
  return true;
}

/**
 * Installs the holding on a pooled client. `pipeline` says whether the client talks to a PostgreSQL
 * server: then a held BEGIN and its opening go in the same write as a first statement with parameters,
 * without waiting for their answer (node-postgres's pipeline mode, switched on for the client the
 * first time, while it is idle) — the server runs them in order — and a read is two round trips (that
 * write, and the COMMIT). Every other statement still waits for the one before: nothing else sends two.
 */
export function mergeBeginIntoFirstStatement(
  client: pg.PoolClient | pg.Client,
  pipeline: () => boolean = () => false,
): void {
  const target = client as unknown as { query: Query; [PATCHED]?: true; [STATE]?: Held };
  if (target[PATCHED]) return;
  target[PATCHED] = true;
  const held: Held = { begin: false, opening: [], deferred: [], pipeline, readOnly: false };
  target[STATE] = held;
  const query = callThrough(client);
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
    if (plain && !held.begin && command === 'begin') {
      held.begin = true;
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    // What waits to go first: a held BEGIN with its opening, then deferred statements (which a
    // rollback drops, as it does the opening: nothing ran in the transaction).
    const rollback = command === 'rollback';
    const readOnlyEnd = held.readOnly && (rollback || command === 'commit');
    if (readOnlyEnd) held.readOnly = false;
    if (readOnlyEnd && !held.begin && !held.deferred.length && held.pipeline() && pipelineMode(client)) {
      return endUnwaited(query, config);
    }
    const opening = held.begin ? ['begin', ...(rollback ? [] : held.opening)] : [];
    const deferred = rollback ? [] : [...held.deferred];
    const first = [...opening, ...deferred];
    held.begin = false;
    held.opening.length = 0;
    held.deferred.length = 0;
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
    if (opening.length && !deferred.length && callback === undefined && held.pipeline() && pipelineMode(client)) {
      return pipelined(client, query, opening.join('; '), config, values);
    }
    return (query(first.join('; ')) as Promise<unknown>).then(() => query(config, values, callback));
  };
}

/** Whether `client` is (or, being idle, is now put) in node-postgres's pipeline mode. */
function pipelineMode(client: object): boolean {
  const c = client as { pipeline?: boolean; readyForQuery?: boolean };
  if (c.pipeline) return true;
  if (c.readyForQuery !== true || !('pipeline' in c)) return false;
  c.pipeline = true;
  return true;
}

/**
 * Ends a READ ONLY transaction without waiting for the answer: it can change nothing, so there is no
 * failure to report but a broken connection (which the client reports itself, and the pool drops).
 * The connection goes back to the pool at once; in pipeline mode the next transaction's statements are
 * written behind the COMMIT, and the server runs them after it.
 */
function endUnwaited(query: Query, config: unknown): Promise<unknown> {
  (query(config) as Promise<unknown>).catch(() => {});
  const command = (typeof config === 'string' ? config : ((config as QueryConfig).text ?? '')).trim().toUpperCase();
  return Promise.resolve({ command, rowCount: null, rows: [], fields: [] });
}

/**
 * The opening and the first statement in one write (the socket corked around both), on a client in
 * pipeline mode: the statement does not wait for the opening's answer. Each keeps its own answer; an
 * opening that fails leaves the transaction aborted, so the statement fails too and the caller sees
 * the opening's error.
 */
function pipelined(client: object, query: Query, opening: string, config: unknown, values: unknown): Promise<unknown> {
  const stream = (client as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } }).connection
    ?.stream;
  stream?.cork?.();
  let opened: Promise<unknown>;
  let answer: Promise<unknown>;
  try {
    opened = query({ text: opening, pipelinedWith: 'next' } as never) as Promise<unknown>;
    answer = query(config, values) as Promise<unknown>;
  } finally {
    stream?.uncork?.();
  }
  return opened.then(
    () => answer,
    (err: unknown) => {
      answer.catch(() => {});
      throw err;
    },
  );
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
