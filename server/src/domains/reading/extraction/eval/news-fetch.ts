/**
 * `npm run eval:news:fetch`: rebuilds the local news-texts/ folder from the locators in
 * news-labels.json. For each passage it reads the source page (a saved copy in `--from=DIR` named
 * `<id>.html` or `<id>.txt`, else the URL, else the Internet Archive's copy of it), turns it into text,
 * finds the run of words that starts with the passage's first five words, ends with its last five and
 * has its word count, and writes it with the page's line breaks. The eval then checks the copy against
 * the labelled sha256 (or, when only the line breaks differ, the sha256 of its words) and skips it
 * otherwise. `--only=id,id` limits the passages; existing texts are kept unless `--force`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPassage, loadLabels, type NewsPassage, pageText, sha256, TEXTS_DIR } from './news-set.ts';

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
const tally = { kept: 0, exact: 0, relined: 0, notFound: 0 };
for (const p of loadLabels().filter((x) => !only || only.includes(x.id))) {
  const path = join(dir, `${p.id}.txt`);
  if (existsSync(path) && !args.includes('--force')) {
    tally.kept++;
    continue;
  }
  const page = await source(p, option('from'));
  const text = page && findPassage(pageText(page), p);
  if (!text) {
    tally.notFound++;
    console.log(`${p.id}: passage not found (${p.source.url}); "${p.firstWords} … ${p.lastWords}"`);
    continue;
  }
  writeFileSync(path, `${text}\n`);
  if (sha256(text) === p.sha256) tally.exact++;
  else tally.relined++;
}
console.log(
  `texts in ${dir}: ${tally.exact} rebuilt exactly, ${tally.relined} with other line breaks, ${tally.kept} kept, ${tally.notFound} not found`,
);
