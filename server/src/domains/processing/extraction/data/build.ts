/**
 * Writes company-words.txt: the one-word company names of `@cspell/dict-companies` that are not ordinary
 * English words (`an-array-of-english-words`, ≈275k words): "Maersk", "Infosys", "Komatsu" stay; "National",
 * "Equity", "Spectrum", "Johnson" go (the dictionary splits its multi-word names into words). Both packages are
 * devDependencies: run it after updating either (`npx tsx src/domains/processing/extraction/data/build-company-words.ts`
 * in server/); the extractor reads only the file it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const english = new Set<string>(require('an-array-of-english-words') as string[]);
const companies = readFileSync(
  join(dirname(require.resolve('@cspell/dict-companies/cspell-ext.json')), 'dict/companies.txt'),
  'utf8',
)
  .split(/\s*\n/)
  .filter((w) => /^\p{Lu}[\p{L}\p{N}&'-]{2,}$/u.test(w) && !english.has(w.toLowerCase()));
const out = join(dirname(new URL(import.meta.url).pathname), 'company-words.txt');
writeFileSync(out, `${[...new Set(companies)].sort().join('\n')}\n`);
console.log(`${companies.length} company words written to ${out}`);
