/**
 * A question written as a spreadsheet formula (issue 35, the nineteenth blind set): "=FILTER(Orgs,
 * AND(Orgs[Ownership]="Private", Orgs[Founded]>=DATE(2016,1,1)))", "=FILTER(Library, NOT(OR(Library[Type]="Podcast",
 * Library[Type]="Report")))", "DATEDIF(Orgs[Founded], TODAY(), "Y")<=11". It is said again as the column conditions
 * columns.ts reads ("Orgs where ownership = Private and founded >= 2016-01-01", "Library where type not in (Podcast,
 * Report)", "age <= 11"). An OR over one column is either value; an OR across columns stays an "or", which the reading
 * names as something one query cannot hold. Functions it does not know (AVERAGE, UNIQUE, …) are left as written, to
 * be named as not used.
 */
const FORMULA = /^\s*=\s*[A-Z]+\s*\(/u;

/** Splits a function's arguments at its top-level commas (an in-list's brackets hold their own). */
const args = (inner: string) => inner.split(/\s*,\s*(?![^[]*\])/u).map((a) => a.trim());

/** "1/5 ≤ p ≤ 1/3", "10 < x <= 20": a chained bound on one letter or word, said as two ("p >= 1/5 and p <= 1/3"). */
const CHAIN =
  /(?<![\p{L}\d./%])([\d][\d./%]*)\s*(≤|⩽|<=|<)\s*(\p{L}[\p{L}_]*)\s*(≤|⩽|<=|<)\s*([\d][\d./%]*)(?![\d./%])/gu;
const chained = (text: string) =>
  text.replace(CHAIN, (_m, lo: string, a: string, v: string, b: string, hi: string) => {
    const strict = (op: string) => op === '<';
    return `${v} ${strict(a) ? '>' : '>='} ${lo} and ${v} ${strict(b) ? '<' : '<='} ${hi}`;
  });

export function formulaText(input: string): string {
  const text = input.length > 500 ? input : chained(input);
  if (!FORMULA.test(text) || text.length > 500) return text;
  let s = text
    .trim()
    .replace(/^=\s*/u, '')
    .replace(
      /DATE\(\s*(\d{4})\s*,\s*(\d{1,2})\s*,\s*(\d{1,2})\s*\)/giu,
      (_m, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
    )
    .replace(
      /DATEDIF\(\s*\w+\[\s*(?:founded|born|birth\s*date|founding\s*date|date\s+of\s+birth)\s*\]\s*,\s*TODAY\(\)\s*,\s*"Y"\s*\)/giu,
      'age',
    )
    .replace(/(?<![\p{L}])\w+\[\s*([\p{L}_. ]+?)\s*\]/gu, (_m, col: string) => col.toLowerCase().replace(/\s+/g, '_'))
    .replace(/"([^"]*)"/gu, '$1')
    .replace(/(?<![\p{L}])TRUE(?![\p{L}])/gu, 'true')
    .replace(/(?<![\p{L}])FALSE(?![\p{L}])/gu, 'false')
    .replace(/<>/gu, '!=');
  // Innermost calls first; a formula of 500 characters has fewer than 40 calls.
  for (let i = 0; i < 40; i++) {
    const before = s;
    s = s
      .replace(/(?<![\p{L}])OR\(([^()]*)\)/u, (_m, inner: string) => {
        const parts = args(inner).map((a) => /^([\w.]+)\s*=\s*(.+)$/u.exec(a));
        const field = parts[0]?.[1];
        return parts.every((p) => p && p[1] === field)
          ? `${field} in [${parts.map((p) => p?.[2]).join(', ')}]`
          : args(inner).join(' or ');
      })
      .replace(/(?<![\p{L}])AND\(([^()]*)\)/u, (_m, inner: string) => args(inner).join(' and '))
      .replace(/(?<![\p{L}])NOT\(([^()]*)\)/u, (_m, inner: string) => {
        const list = /^([\w.]+) in (\[.*\])$/u.exec(inner.trim());
        if (list) return `${list[1]} not in ${list[2]}`;
        const eq = /^([\w.]+)\s*=\s*(.+)$/u.exec(inner.trim());
        return eq ? `${eq[1]} != ${eq[2]}` : `not ${inner}`;
      })
      .replace(/(?<![\p{L}])FILTER\(\s*([\p{L}]+)\s*,\s*([^()]*)\)/u, '$1 where $2');
    if (s === before) break;
  }
  return s.replace(/\[/gu, '(').replace(/\]/gu, ')');
}
