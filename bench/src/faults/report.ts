/** One verdict of the fault runs: what was measured against what the issue asks. */
export type Check = { part: string; check: string; measured: string; target: string; ok: boolean };

/** One figure printed under the table (no verdict). */
export type Figure = { part: string; label: string; value: string };

export function renderChecks(checks: Check[]): string {
  const rows = [
    ['part', 'check', 'measured', 'target', 'result'],
    ...checks.map((c) => [c.part, c.check, c.measured, c.target, c.ok ? 'ok' : 'FAILED']),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) => `| ${r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head ?? []), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

export function renderFigures(figures: Figure[]): string {
  const out: string[] = [];
  let part = '';
  for (const f of figures) {
    if (f.part !== part) {
      part = f.part;
      out.push(`${part}:`);
    }
    out.push(`  ${f.label}: ${f.value}`);
  }
  return out.join('\n');
}

export const fmtMs = (ms: number | null | undefined) =>
  ms === null || ms === undefined || !Number.isFinite(ms)
    ? 'n/a'
    : ms >= 10_000
      ? `${(ms / 1000).toFixed(1)} s`
      : `${Math.round(ms)} ms`;

export const fmtInt = (n: number) => n.toLocaleString('en');

/** `{503: 120, 201: 4}` → `201×4, 503×120` (status 0 = no answer). */
export function fmtStatuses(counts: Record<string, number>): string {
  const keys = Object.keys(counts).sort((a, b) => Number(a) - Number(b));
  return keys.length ? keys.map((k) => `${k === '0' ? 'no answer' : k}×${counts[k]}`).join(', ') : 'none';
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
