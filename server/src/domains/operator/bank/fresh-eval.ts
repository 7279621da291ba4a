/**
 * `npm run eval:operator:fresh` (or `npm run eval:operator -- --fresh`): the fresh set of issue 35
 * (bank/fresh.ts, written blind to the parser) against the bank's tenant, on the embedded database
 * or on PostgreSQL when DATABASE_URL is set, with "now" at 2026-12-05 as the set was written.
 * `-- --set=fresh2` scores the second blind set (bank/fresh2.ts, "now" 2026-12-06) instead, and
 * `-- --set=fresh3` the third (bank/fresh3.ts, "now" 2026-12-07), `-- --set=fresh4` the fourth (bank/fresh4.ts,
 * "now" 2026-12-08), `-- --set=fresh5` the fifth (bank/fresh5.ts, "now" 2026-12-09),
 * `-- --set=fresh6` the sixth (bank/fresh6.ts, "now" 2026-12-10),
 * `-- --set=fresh7` the seventh (bank/fresh7.ts, "now" 2026-12-11), `-- --set=fresh8` the eighth (bank/fresh8.ts,
 * "now" 2026-12-12), `-- --set=fresh9` the ninth (bank/fresh9.ts, "now" 2026-12-13),
 * `-- --set=fresh10` the tenth (bank/fresh10.ts, "now" 2026-12-14), `-- --set=fresh11` the eleventh
 * (bank/fresh11.ts, "now" 2026-12-15), `-- --set=fresh12` the twelfth (bank/fresh12.ts, "now" 2026-12-16),
 * `-- --set=fresh13` the thirteenth (bank/fresh13.ts, "now" 2026-12-17),
 * `-- --set=fresh14` the fourteenth (bank/fresh14.ts, "now" 2026-12-18), `-- --set=fresh15` the fifteenth
 * (bank/fresh15.ts, "now" 2026-12-19), `-- --set=fresh16` the sixteenth (bank/fresh16.ts, "now" 2027-01-06),
 * `-- --set=fresh17` the seventeenth (bank/fresh17.ts, "now" 2027-03-31), `-- --set=fresh18` the eighteenth
 * (bank/fresh18.ts, "now" 2027-06-15), `-- --set=fresh19` the nineteenth (bank/fresh19.ts, "now" 2027-09-01),
 * `-- --set=fresh20` the twentieth (bank/fresh20.ts, "now" 2027-11-20), `-- --set=fresh21` the twenty-first
 * (bank/fresh21.ts, "now" 2028-02-29), `-- --set=fresh22` the twenty-second (bank/fresh22.ts, "now" 2028-06-30),
 * `-- --set=fresh23` the twenty-third (bank/fresh23.ts, "now" 2028-10-16), `-- --set=fresh24` the twenty-fourth
 * (bank/fresh24.ts, "now" 2029-02-12), `-- --set=fresh25` the twenty-fifth (bank/fresh25.ts, "now" 2029-06-21); both
 * halves by default or one with
 * `--half=dev|test`.
 * Prints per class how many rows were answered exactly, honestly (a stated doubt) and
 * confidently wrong; `--misses` lists the confident-wrong rows, `--honest` the honest ones and
 * `--equivalences` the exact rows that needed an equivalence of fresh-score.ts. On the sets with halves
 * these lists show the development half only: the test half's rows are counted, never listed.
 */
import { withBankTenant } from './fixture.ts';
import { FRESH } from './fresh.ts';
import { FRESH_NOW, type FreshResult, OPEN_END, REVIEWED, scoreRow, tally } from './fresh-score.ts';
import { FRESH2_NOW, FRESH2_QUESTIONS, type Fresh2Row, fresh2Split } from './fresh2.ts';
import { FRESH3_NOW, FRESH3_QUESTIONS, fresh3Split } from './fresh3.ts';
import { FRESH4_NOW, FRESH4_QUESTIONS, fresh4Split } from './fresh4.ts';
import { FRESH5_NOW, FRESH5_QUESTIONS, fresh5Split } from './fresh5.ts';
import { FRESH6_NOW, FRESH6_QUESTIONS, fresh6Split } from './fresh6.ts';
import { FRESH7_NOW, FRESH7_QUESTIONS, fresh7Split } from './fresh7.ts';
import { FRESH8_NOW, FRESH8_QUESTIONS, fresh8Split } from './fresh8.ts';
import { FRESH9_NOW, FRESH9_QUESTIONS, fresh9Split } from './fresh9.ts';
import { FRESH10_NOW, FRESH10_QUESTIONS, fresh10Split } from './fresh10.ts';
import { FRESH11_NOW, FRESH11_QUESTIONS, fresh11Split } from './fresh11.ts';
import { FRESH12_NOW, FRESH12_QUESTIONS, fresh12Split } from './fresh12.ts';
import { FRESH13_NOW, FRESH13_QUESTIONS, fresh13Split } from './fresh13.ts';
import { FRESH14_NOW, FRESH14_QUESTIONS, fresh14Split } from './fresh14.ts';
import { FRESH15_NOW, FRESH15_QUESTIONS, fresh15Split } from './fresh15.ts';
import { FRESH16_NOW, FRESH16_QUESTIONS, fresh16Split } from './fresh16.ts';
import { FRESH17_NOW, FRESH17_QUESTIONS, fresh17Split } from './fresh17.ts';
import { FRESH18_NOW, FRESH18_QUESTIONS, fresh18Split } from './fresh18.ts';
import { FRESH19_NOW, FRESH19_QUESTIONS, fresh19Split } from './fresh19.ts';
import { FRESH20_NOW, FRESH20_QUESTIONS, fresh20Split } from './fresh20.ts';
import { FRESH21_NOW, FRESH21_QUESTIONS, fresh21Split } from './fresh21.ts';
import { FRESH22_NOW, FRESH22_QUESTIONS, fresh22Split } from './fresh22.ts';
import { FRESH23_NOW, FRESH23_QUESTIONS, fresh23Split } from './fresh23.ts';
import { FRESH24_NOW, FRESH24_QUESTIONS, fresh24Split } from './fresh24.ts';
import { FRESH25_NOW, FRESH25_QUESTIONS, fresh25Split } from './fresh25.ts';

type FreshSet = { rows: Fresh2Row[]; now: Date; split?: (i: number) => 'dev' | 'test'; title: string };

/** A set with halves: its rows, the day (noon UTC) its dates are relative to, its split and its name. */
const halved = (rows: Fresh2Row[], day: string, split: (i: number) => 'dev' | 'test', title: string): FreshSet => ({
  rows,
  now: new Date(`${day}T12:00:00Z`),
  split,
  title,
});

/** Each set: its rows, the day its dates are relative to, and how its rows split into halves. */
const SETS: Record<string, FreshSet> = {
  fresh: { rows: FRESH, now: FRESH_NOW, title: 'fresh set (issue 35)' },
  fresh2: halved(FRESH2_QUESTIONS, FRESH2_NOW, fresh2Split, 'second fresh set (fresh2.ts)'),
  fresh3: halved(FRESH3_QUESTIONS, FRESH3_NOW, fresh3Split, 'third fresh set (fresh3.ts)'),
  fresh4: halved(FRESH4_QUESTIONS, FRESH4_NOW, fresh4Split, 'fourth fresh set (fresh4.ts)'),
  fresh5: halved(FRESH5_QUESTIONS, FRESH5_NOW, fresh5Split, 'fifth fresh set (fresh5.ts)'),
  fresh6: halved(FRESH6_QUESTIONS, FRESH6_NOW, fresh6Split, 'sixth fresh set (fresh6.ts)'),
  fresh7: halved(FRESH7_QUESTIONS, FRESH7_NOW, fresh7Split, 'seventh fresh set (fresh7.ts)'),
  fresh8: halved(FRESH8_QUESTIONS, FRESH8_NOW, fresh8Split, 'eighth fresh set (fresh8.ts)'),
  fresh9: halved(FRESH9_QUESTIONS, FRESH9_NOW, fresh9Split, 'ninth fresh set (fresh9.ts)'),
  fresh10: halved(FRESH10_QUESTIONS, FRESH10_NOW, fresh10Split, 'tenth fresh set (fresh10.ts)'),
  fresh11: halved(FRESH11_QUESTIONS, FRESH11_NOW, fresh11Split, 'eleventh fresh set (fresh11.ts)'),
  fresh12: halved(FRESH12_QUESTIONS, FRESH12_NOW, fresh12Split, 'twelfth fresh set (fresh12.ts)'),
  fresh13: halved(FRESH13_QUESTIONS, FRESH13_NOW, fresh13Split, 'thirteenth fresh set (fresh13.ts)'),
  fresh14: halved(FRESH14_QUESTIONS, FRESH14_NOW, fresh14Split, 'fourteenth fresh set (fresh14.ts)'),
  fresh15: halved(FRESH15_QUESTIONS, FRESH15_NOW, fresh15Split, 'fifteenth fresh set (fresh15.ts)'),
  fresh16: halved(FRESH16_QUESTIONS, FRESH16_NOW, fresh16Split, 'sixteenth fresh set (fresh16.ts)'),
  fresh17: halved(FRESH17_QUESTIONS, FRESH17_NOW, fresh17Split, 'seventeenth fresh set (fresh17.ts)'),
  fresh18: halved(FRESH18_QUESTIONS, FRESH18_NOW, fresh18Split, 'eighteenth fresh set (fresh18.ts)'),
  fresh19: halved(FRESH19_QUESTIONS, FRESH19_NOW, fresh19Split, 'nineteenth fresh set (fresh19.ts)'),
  fresh20: halved(FRESH20_QUESTIONS, FRESH20_NOW, fresh20Split, 'twentieth fresh set (fresh20.ts)'),
  fresh21: halved(FRESH21_QUESTIONS, FRESH21_NOW, fresh21Split, 'twenty-first fresh set (fresh21.ts)'),
  fresh22: halved(FRESH22_QUESTIONS, FRESH22_NOW, fresh22Split, 'twenty-second fresh set (fresh22.ts)'),
  fresh23: halved(FRESH23_QUESTIONS, FRESH23_NOW, fresh23Split, 'twenty-third fresh set (fresh23.ts)'),
  fresh24: halved(FRESH24_QUESTIONS, FRESH24_NOW, fresh24Split, 'twenty-fourth fresh set (fresh24.ts)'),
  fresh25: halved(FRESH25_QUESTIONS, FRESH25_NOW, fresh25Split, 'twenty-fifth fresh set (fresh25.ts)'),
};

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const pct = (n: number, total: number) => `${((n / Math.max(total, 1)) * 100).toFixed(1)}%`;
const show = (q: unknown) => JSON.stringify(q);

function print(results: FreshResult[]) {
  const head = `${'class'.padEnd(16)} ${'rows'.padStart(5)} ${'DOUBT'.padStart(6)} ${'exact'.padStart(13)} ${'honest'.padStart(7)} ${'conf.-wrong'.padStart(11)}`;
  const lines = [head];
  for (const t of tally(results)) {
    lines.push(
      `${t.cls.padEnd(16)} ${String(t.total).padStart(5)} ${String(t.doubtRows).padStart(6)} ${`${t.exact} ${pct(t.exact, t.total)}`.padStart(13)} ${String(t.honest).padStart(7)} ${String(t.wrong).padStart(11)}`,
    );
  }
  console.log(lines.join('\n'));
  const all = tally(results).at(-1);
  const answerable = results.filter((r) => r.expect !== 'DOUBT');
  const exactAnswerable = answerable.filter((r) => r.verdict === 'exact').length;
  console.log(
    `\nexact ${all?.exact}/${all?.total} = ${pct(all?.exact ?? 0, all?.total ?? 0)} of all rows` +
      ` (${exactAnswerable}/${answerable.length} = ${pct(exactAnswerable, answerable.length)} of the rows with an expected query);` +
      ` honest ${all?.honest}; confident-wrong ${all?.wrong}` +
      `\nDOUBT rows: ${results.filter((r) => r.expect === 'DOUBT' && r.verdict === 'honest').length} honest of ${all?.doubtRows}` +
      `\nanswered as the set expects (exact, or a stated doubt on a DOUBT row): ${results.filter((r) => r.verdict === 'exact' || (r.expect === 'DOUBT' && r.verdict === 'honest')).length}/${results.length}`,
  );
  const reviewed = results.filter((r) => r.equivalences.includes(REVIEWED)).length;
  console.log(
    `DOUBT rows answered exactly by a reviewed join reading (bank/fresh-joins.ts): ${reviewed}` +
      ` (counting them as DOUBT rows not answered with a doubt instead: exact ${(all?.exact ?? 0) - reviewed}/${all?.total})`,
  );
  const bent = results.filter(
    (r) => r.verdict === 'exact' && r.equivalences.length && !r.equivalences.includes(REVIEWED),
  );
  const open = bent.filter((r) => r.equivalences.includes(OPEN_END)).length;
  console.log(
    `exact rows that needed an equivalence: ${bent.length}, of which ${open} read "ending today" as open-ended` +
      ` (without that one: exact ${(all?.exact ?? 0) - open}/${all?.total} = ${pct((all?.exact ?? 0) - open, all?.total ?? 0)})`,
  );
}

function list(title: string, rows: FreshResult[]) {
  console.log(`\n${title} (${rows.length})`);
  for (const r of rows) {
    console.log(`\n[${r.cls}] ${r.text}\n  expected ${r.expect === 'DOUBT' ? 'DOUBT' : show(r.expected)}`);
    console.log(`  actual   ${show(r.actual)}`);
    if (r.said.length) console.log(`  said     ${r.said.join(' | ')}`);
    if (r.equivalences.length) console.log(`  equal by ${r.equivalences.join(', ')}`);
  }
}

async function main() {
  const name = arg('set') ?? 'fresh';
  const half = arg('half');
  const set = SETS[name];
  if (!set) throw new Error(`--set=${name}: use ${Object.keys(SETS).join(', ')}`);
  if (half && (!set.split || !['dev', 'test'].includes(half)))
    throw new Error('--half=dev|test is for a set with halves (fresh2 … fresh25)');
  await withBankTenant((vocab, where) => {
    const { now, split } = set;
    const halves = split ? (half ? [half] : ['dev', 'test']) : [null];
    for (const h of halves) {
      const rows = split ? set.rows.filter((_, i) => split(i) === h) : set.rows;
      const results = rows.map((row) => scoreRow(row, vocab, now));
      const title = h ? `${set.title}, ${h} half` : set.title;
      console.log(
        `\nOperator ${title} on ${where}: ${rows.length} questions, now = ${now.toISOString().slice(0, 10)}\n`,
      );
      print(results);
      // The held-out half is only counted: its rows are never listed.
      if (h === 'test') continue;
      if (process.argv.includes('--misses'))
        list(
          'CONFIDENT-WRONG',
          results.filter((r) => r.verdict === 'confident-wrong'),
        );
      if (process.argv.includes('--honest'))
        list(
          'HONEST',
          results.filter((r) => r.verdict === 'honest'),
        );
      if (process.argv.includes('--equivalences'))
        list(
          'EXACT BY AN EQUIVALENCE',
          results.filter((r) => r.verdict === 'exact' && r.equivalences.length),
        );
    }
  });
}

await main();
