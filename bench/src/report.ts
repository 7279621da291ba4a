/**
 * Rows of the results table, target checks with "met / missed by how much", and the printed table.
 */

export type Criterion = {
  label: string;
  actual: number | null;
  op: '>=' | '<=';
  limit: number;
  unit: string;
};

export type Verdict = 'met' | 'missed' | 'no target' | 'not available' | 'error';

export type Row = {
  id: string;
  scenario: string;
  rps: number | null;
  p50: number | null;
  p99: number | null;
  baselineRps: number | null;
  ratio: number | null;
  /** Other measured values (streams, memory, KB...), in words. */
  measured: string;
  target: string;
  verdict: Verdict;
  /** Which criteria were missed and by how much, or why the row has no figures. */
  note: string;
  details?: unknown;
};

const fmt = (n: number, unit: string) => {
  if (Number.isInteger(n)) return `${n}${unit}`;
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return `${n.toFixed(digits)}${unit}`;
};

/** Checks criteria: met when all hold; otherwise says each miss and the factor by which it is missed. */
export function judge(criteria: Criterion[]): { verdict: Verdict; note: string } {
  if (criteria.length === 0) return { verdict: 'no target', note: '' };
  const misses: string[] = [];
  for (const c of criteria) {
    if (c.actual === null || Number.isNaN(c.actual)) {
      misses.push(`${c.label}: not measured`);
      continue;
    }
    const ok = c.op === '>=' ? c.actual >= c.limit : c.actual <= c.limit;
    if (ok) continue;
    const factor = c.op === '>=' ? c.limit / Math.max(c.actual, 1e-9) : c.actual / c.limit;
    const how =
      c.limit === 0
        ? ''
        : c.op === '>='
          ? ` (needs ${factor.toFixed(factor >= 10 ? 0 : 2)}× more)`
          : ` (${factor.toFixed(factor >= 10 ? 0 : 2)}× over)`;
    misses.push(`${c.label} ${fmt(c.actual, c.unit)} ${c.op === '>=' ? '<' : '>'} ${fmt(c.limit, c.unit)}${how}`);
  }
  return misses.length ? { verdict: 'missed', note: misses.join('; ') } : { verdict: 'met', note: '' };
}

const cell = (n: number | null, digits = 1) => (n === null || Number.isNaN(n) ? '—' : n.toFixed(digits));
const rpsCell = (n: number | null) => (n === null ? '—' : n >= 100 ? Math.round(n).toString() : n.toFixed(1));

/** One Markdown table (it reads as plain text too), so it can be pasted into docs/performance.md. */
export function renderTable(rows: Row[]): string {
  const head = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'baseline req/s', 'ratio', 'measured', 'target', 'result'];
  const body = rows.map((r) => [
    r.scenario,
    rpsCell(r.rps),
    cell(r.p50),
    cell(r.p99),
    rpsCell(r.baselineRps),
    r.ratio === null ? '—' : `${r.ratio.toFixed(2)}×`,
    r.measured || '—',
    r.target || '—',
    r.verdict === 'met' || r.verdict === 'no target'
      ? r.verdict + (r.note ? `: ${r.note}` : '')
      : `${r.verdict.toUpperCase()}${r.note ? `: ${r.note}` : ''}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join('\n');
}
