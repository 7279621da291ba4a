/**
 * `npm run eval:news:fetch`: rebuilds the local news-texts/ folder from the locators in
 * news-labels.json. For each passage it reads the source page (a saved copy in `--from=DIR` named
 * `<id>.html` or `<id>.txt`, else the URL, else the Internet Archive's copy of it), turns it into text,
 * finds the run of words that starts with the passage's first five words, ends with its last five and
 * has its word count, and writes it with the page's line breaks (a saved excerpt that is already exactly the
 * passage is written as it is). Each copy is checked against the labelled sha256 (or, when only the line breaks
 * differ, the sha256 of its words) and reported by id; a copy with other words is not written. `--only=id,id`
 * limits the passages; existing texts are kept unless `--force`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPassage, loadLabels, type NewsPassage, pageText, rebuildPassage, TEXTS_DIR } from './news-set.ts';

async function source(p: NewsPassage, from: string | undefined): Promise<string | null> {
  for (const ext of ['html', 'txt']) {
    const saved = from && join(from, `${p.id}.${ext}`);
    if (saved && existsSync(saved)) return readFileSync(saved, 'utf8');
  }
  for (const url of [p.source.url, `https://web.archive.org/web/2024id_/${p.source.url}`]) {
    try {
      const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(20_000) });
      if (res.ok) {
        const page = await res.text();
        if (findPassage(pageText(page), p)) return page;
      }
    } catch {
      // unreachable: try the next copy
    }
  }
  return null;
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = option('only')?.split(',');
const dir = option('texts') ?? TEXTS_DIR;
mkdirSync(dir, { recursive: true });
const tally = { kept: 0, exact: 0, relined: 0, differs: 0, notFound: 0 };
for (const p of loadLabels().filter((x) => !only || only.includes(x.id))) {
  const path = join(dir, `${p.id}.txt`);
  if (existsSync(path) && !args.includes('--force')) {
    tally.kept++;
    continue;
  }
  const page = await source(p, option('from'));
  const rebuilt = page && rebuildPassage(page, p);
  if (!rebuilt) {
    tally.notFound++;
    console.log(`${p.id}: passage not found (${p.source.url}); "${p.firstWords} … ${p.lastWords}"`);
    continue;
  }
  if (rebuilt.match === 'differs') {
    tally.differs++;
    console.log(`${p.id}: other words than labelled (a word or a character differs): not written`);
    continue;
  }
  writeFileSync(path, `${rebuilt.text}\n`);
  console.log(`${p.id}: ${rebuilt.match === 'exact' ? 'exact' : 'same words, other line breaks'}`);
  if (rebuilt.match === 'exact') tally.exact++;
  else tally.relined++;
}
console.log(
  `texts in ${dir}: ${tally.exact} rebuilt exactly, ${tally.relined} with other line breaks, ${tally.differs} with other words (not written), ${tally.kept} kept, ${tally.notFound} not found`,
);
