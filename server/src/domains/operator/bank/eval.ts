/**
 * `npm run eval:operator`: the question bank against a seeded tenant, on the embedded database
 * (a fresh one in a temporary folder) or on PostgreSQL when DATABASE_URL is set. Prints the
 * exact-match share per construction class and half, and the parsing time per question.
 */
import { type BankResult, runBank, summarize } from './bank.ts';
import { DEV } from './bank-dev.ts';
import { HOLDOUT } from './bank-holdout.ts';
import { withBankTenant } from './fixture.ts';

const pct = (right: number, total: number) => `${((right / Math.max(total, 1)) * 100).toFixed(1)}%`;

function table(dev: BankResult[], test: BankResult[]) {
  const d = summarize(dev);
  const t = summarize(test);
  const lines = [`${'class'.padEnd(18)} ${'dev'.padStart(16)} ${'test'.padStart(16)}`];
  for (const row of d) {
    const other = t.find((x) => x.cls === row.cls) ?? { right: 0, total: 0 };
    const cell = (r: { right: number; total: number }) => `${r.right}/${r.total} ${pct(r.right, r.total)}`.padStart(16);
    lines.push(`${row.cls.padEnd(18)} ${cell(row)} ${cell(other)}`);
  }
  return lines.join('\n');
}

async function main() {
  await withBankTenant((vocab, where) => {
    // Warm the rules once (regex compilation, phrase book) so the timing is per question.
    runBank(DEV.slice(0, 5), vocab);
    const dev = runBank(DEV, vocab);
    const test = runBank(HOLDOUT, vocab);
    const all = [...dev, ...test];
    const quantile = (values: number[], q: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
    };
    const at = (q: number) =>
      quantile(
        all.map((r) => r.ms),
        q,
      );
    const first = (q: number) =>
      quantile(
        all.map((r) => r.firstMs),
        q,
      );
    console.log(`Operator question bank on ${where}: ${DEV.length} development + ${HOLDOUT.length} test questions\n`);
    console.log(table(dev, test));
    console.log(
      `\nparsing per question (fastest of 3 runs): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms` +
        `\nparsing per question (first run): median ${first(0.5)} ms, p95 ${first(0.95)} ms, max ${first(1)} ms`,
    );
    const wrong = (rs: BankResult[]) => rs.filter((r) => !r.right && !r.doubted).length;
    console.log(
      `misses that state a doubt: dev ${dev.filter((r) => r.doubted).length}, test ${test.filter((r) => r.doubted).length};` +
        ` wrong without a stated doubt: dev ${wrong(dev)}, test ${wrong(test)}`,
    );
    if (process.argv.includes('--misses')) {
      for (const r of dev.filter((x) => !x.right)) {
        console.log(
          `\nMISS [${r.cls}] ${r.text}\n  expected ${JSON.stringify(r.expected)}\n  actual   ${JSON.stringify(r.actual)}`,
        );
      }
    }
    if (process.argv.includes('--test-misses')) {
      for (const r of test.filter((x) => !x.right)) console.log(`test miss [${r.cls}] ${r.text}`);
    }
  });
}

await main();
