/**
 * A count per key over fixed one-hour windows, in memory (like the request rate limits): how many
 * addresses one client address has added through the public form. Bounded: past `maxKeys` the
 * oldest windows are dropped first.
 */
export class HourlyQuota {
  private windows = new Map<string, { startedAt: number; used: number }>();

  private readonly limit: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(limit: number, maxKeys = 100_000, now = () => Date.now()) {
    this.limit = limit;
    this.maxKeys = maxKeys;
    this.now = now;
  }

  /** What is left for `key` this hour, and the seconds until its window ends. */
  remaining(key: string): { left: number; resetInSeconds: number } {
    const w = this.current(key);
    return {
      left: Math.max(0, this.limit - (w?.used ?? 0)),
      resetInSeconds: w ? Math.ceil((w.startedAt + 3600_000 - this.now()) / 1000) : 3600,
    };
  }

  /** Counts `n` more against `key`. */
  use(key: string, n: number) {
    const w = this.current(key) ?? { startedAt: this.now(), used: 0 };
    w.used += n;
    this.windows.delete(key);
    this.windows.set(key, w);
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }

  private current(key: string) {
    const w = this.windows.get(key);
    if (w && this.now() - w.startedAt >= 3600_000) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }
}
