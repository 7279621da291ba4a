/**
 * The real-news set of issue 34: labels committed in news-labels.json, texts kept in a local folder
 * that is never committed (third-party text). A text is used only when it is the labelled one: its
 * sha256 (trailing whitespace removed) or, when only line breaks differ, the sha256 of its words.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import type { LabelledPassage } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const LABELS_FILE = join(here, 'news-labels.json');
export const TEXTS_DIR = join(here, 'news-texts');

export type NewsPassage = Omit<LabelledPassage, 'text'> & {
  split: 'dev' | 'test';
  source: { url: string; found: string };
  firstWords: string;
  lastWords: string;
  words: number;
  sha256: string;
  wordsSha256: string;
};

export const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
/** The passage text as hashed: the file without trailing whitespace. */
export const passageText = (file: string) => file.replace(/\s+$/u, '');
/** Its words joined by single spaces: what stays the same when a rebuilt copy breaks lines differently. */
export const wordsOf = (text: string) => text.split(/\s+/u).filter(Boolean);

/**
 * The split fixed before any scoring (issue 34): the first 80 passages ordered by sha256(id + " issue-34"), the first
 * 40 the development half, the other 40 the test half. Passages n81 … n148 (labelled later, in one batch) are
 * development passages. The third batch, n149 … (labelled on 2026-12-06, seventh session, before the extractor read
 * any of them), is split the same way as the first 80 by sha256(id + " issue-34 batch 3"): its first half (rounded
 * up) development, the rest a second test half, so the held-out measure grows too. The fourth batch, n209 … n298
 * (labelled on 2026-12-06, eighth session, before the extractor read any of them), is all development: more to learn
 * from (the relation reader and the tagger) and to read the misses of. The fifth batch, n299 … n358 (labelled on
 * 2026-12-07, ninth session, before the extractor read any of them), is halved as the third by sha256(id + " issue-34
 * batch 5"): a third test half. The split is stored in the labels; this is the rule a test checks them against.
 */
export function fixedSplit(ids: string[]): Map<string, 'dev' | 'test'> {
  const out = new Map<string, 'dev' | 'test'>();
  const number = (id: string) => Number(/^n(\d+)-/.exec(id)?.[1]);
  const halve = (batch: string[], salt: string) => {
    const ordered = [...batch].sort((a, b) => (sha256(`${a}${salt}`) < sha256(`${b}${salt}`) ? -1 : 1));
    for (const [i, id] of ordered.entries()) out.set(id, i < Math.ceil(batch.length / 2) ? 'dev' : 'test');
  };
  halve(
    ids.filter((id) => number(id) <= 80),
    ' issue-34',
  );
  halve(
    ids.filter((id) => number(id) >= 149 && number(id) <= 208),
    ' issue-34 batch 3',
  );
  halve(
    ids.filter((id) => number(id) >= 299 && number(id) <= 358),
    ' issue-34 batch 5',
  );
  for (const id of ids) if (!out.has(id)) out.set(id, 'dev');
  return out;
}

export function loadLabels(file = LABELS_FILE): NewsPassage[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { passages: NewsPassage[] }).passages;
}

export type Loaded = {
  passages: (LabelledPassage & { split: 'dev' | 'test' })[];
  missing: string[];
  changed: string[];
  /** Same words as labelled, other line breaks (a rebuilt copy): used, but named. */
  relined: string[];
};

/** Reads each labelled passage's text from the folder and keeps those that are exactly the labelled ones. */
export function loadTexts(labels: NewsPassage[], dir = TEXTS_DIR): Loaded {
  const out: Loaded = { passages: [], missing: [], changed: [], relined: [] };
  for (const p of labels) {
    const path = join(dir, `${p.id}.txt`);
    if (!existsSync(path)) {
      out.missing.push(p.id);
      continue;
    }
    const text = passageText(readFileSync(path, 'utf8'));
    if (sha256(text) !== p.sha256) {
      if (sha256(wordsOf(text).join(' ')) !== p.wordsSha256) {
        out.changed.push(p.id);
        continue;
      }
      out.relined.push(p.id);
    }
    out.passages.push({
      id: p.id,
      split: p.split,
      text,
      people: p.people,
      organizations: p.organizations,
      relations: p.relations,
    });
  }
  return out;
}

const BLOCKS = 'p,div,li,ul,ol,h1,h2,h3,h4,h5,h6,br,tr,td,section,article,header,footer,blockquote,pre,figcaption';

/** The visible text of a page, one line per block element. */
export function pageText(html: string): string {
  if (!/<[a-z!]/i.test(html)) return html;
  const { document } = parseHTML(html);
  for (const el of document.querySelectorAll('script,style,noscript,template')) el.remove();
  for (const el of document.querySelectorAll(BLOCKS)) el.after(document.createTextNode('\n'));
  return (document.body ?? document.documentElement).textContent ?? '';
}

/** The passage within a page's text: its words, with a blank line where the page broke the line. */
export function findPassage(page: string, p: Pick<NewsPassage, 'firstWords' | 'lastWords' | 'words'>): string | null {
  const tokens: { word: string; lineBefore: boolean }[] = [];
  for (const [i, line] of page.split(/\n/).entries())
    for (const [j, word] of wordsOf(line).entries()) tokens.push({ word, lineBefore: i > 0 && j === 0 });
  const first = wordsOf(p.firstWords);
  const last = wordsOf(p.lastWords);
  const at = (start: number, words: string[]) => words.every((w, k) => tokens[start + k]?.word === w);
  for (let i = 0; i + p.words <= tokens.length; i++) {
    if (!at(i, first) || !at(i + p.words - last.length, last)) continue;
    let text = '';
    for (let k = i; k < i + p.words; k++) {
      const t = tokens[k] as { word: string; lineBefore: boolean };
      text += k === i ? t.word : `${t.lineBefore ? '\n\n' : ' '}${t.word}`;
    }
    return text;
  }
  return null;
}

/** How a rebuilt copy compares with its labels: the same text, the same words on other lines, or other words. */
export type Match = 'exact' | 'words' | 'differs';

export const matchOf = (text: string, p: Pick<NewsPassage, 'sha256' | 'wordsSha256'>): Match =>
  sha256(text) === p.sha256 ? 'exact' : sha256(wordsOf(text).join(' ')) === p.wordsSha256 ? 'words' : 'differs';

/**
 * The passage of a saved page or excerpt, checked against its labels. A saved excerpt that is already the passage
 * exactly (the search tool's text, its line breaks as they were) is kept as it is; otherwise the passage is cut out
 * of the page's text (findPassage, blank lines where the page broke a line). A copy with other words is returned
 * as such, for the caller to report and never to use.
 */
export function rebuildPassage(page: string, p: NewsPassage): { text: string; match: Match } | null {
  const saved = passageText(page.trim());
  if (matchOf(saved, p) === 'exact') return { text: saved, match: 'exact' };
  const text = findPassage(pageText(page), p);
  return text === null ? null : { text, match: matchOf(text, p) };
}
