import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findPassage,
  fixedSplit,
  loadLabels,
  loadTexts,
  type NewsPassage,
  pageText,
  rebuildPassage,
  sha256,
  wordsOf,
} from './news-set.ts';

const TEXT = 'Acme Ltd. named Jane Okafor chief executive.\n\nShe starts in May, the company said on Friday.';

function label(id: string, text = TEXT): NewsPassage {
  const words = wordsOf(text);
  return {
    id,
    split: 'dev',
    source: { url: 'https://example.test/a', found: 'test' },
    firstWords: words.slice(0, 5).join(' '),
    lastWords: words.slice(-5).join(' '),
    words: words.length,
    sha256: sha256(text),
    wordsSha256: sha256(words.join(' ')),
    people: [{ name: 'Jane Okafor' }],
    organizations: [{ name: 'Acme Ltd.' }],
    relations: [],
  };
}

describe('real-news set texts', () => {
  it('finds a passage in a page by its first and last words and keeps the page’s paragraphs', () => {
    const html = `<html><head><script>var x = 'Acme Ltd. named';</script></head><body><nav>Home News</nav>
      <p>Acme Ltd. named Jane Okafor chief executive.</p><p>She starts in May, the company said on Friday.</p>
      <p>Acme Ltd. named a new board later.</p></body></html>`;
    const found = findPassage(pageText(html), label('a'));
    expect(found).toBe(TEXT);
    expect(findPassage('Acme Ltd. named Jane Okafor chief executive.', label('a'))).toBeNull();
  });

  it('rebuilds a passage: a saved excerpt that is exactly it as it is, else cut from the page, and says how it matches', () => {
    // The excerpt's single line break is the labelled text's: cutting it from a page would make it a blank line.
    const excerpt = 'Acme Ltd. named Jane Okafor chief executive.\nShe starts in May, the company said on Friday.';
    expect(rebuildPassage(`${excerpt}\n`, label('a', excerpt))).toEqual({ text: excerpt, match: 'exact' });
    expect(rebuildPassage(`Intro line.\n${excerpt}\nMore.`, label('a', excerpt))).toEqual({
      text: excerpt.replace('\n', '\n\n'),
      match: 'words',
    });
    // Same first and last words and word count, one word inside differs: reported, for the caller not to use.
    expect(rebuildPassage(TEXT.replace('starts', 'begins'), label('a'))?.match).toBe('differs');
    expect(rebuildPassage('Nothing of it here.', label('a'))).toBeNull();
  });

  it('uses exact and re-lined copies, and names missing and changed ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'news-set-'));
    writeFileSync(join(dir, 'exact.txt'), `${TEXT}\n`);
    writeFileSync(join(dir, 'relined.txt'), TEXT.replace('\n\n', ' '));
    writeFileSync(join(dir, 'changed.txt'), TEXT.replace('Friday', 'Monday'));
    const loaded = loadTexts(
      ['exact', 'relined', 'changed', 'missing'].map((id) => label(id)),
      dir,
    );
    expect(loaded.passages.map((p) => p.id)).toEqual(['exact', 'relined']);
    expect(loaded.passages[0]?.text).toBe(TEXT);
    expect(loaded.relined).toEqual(['relined']);
    expect(loaded.changed).toEqual(['changed']);
    expect(loaded.missing).toEqual(['missing']);
  });

  it('keeps the test half the 40 passages fixed before scoring; passages labelled later are development ones', () => {
    const labels = loadLabels();
    const split = fixedSplit(labels.map((p) => p.id));
    for (const p of labels) expect(`${p.id} ${p.split}`).toBe(`${p.id} ${split.get(p.id)}`);
    const n = (p: NewsPassage) => Number(/^n(\d+)-/.exec(p.id)?.[1]);
    expect(labels.filter((p) => p.split === 'test' && n(p) <= 80)).toHaveLength(40);
    expect(labels.filter((p) => n(p) > 80 && n(p) < 149).every((p) => p.split === 'dev')).toBe(true);
    // The third batch's test half stays 30; the fourth batch (n209 …) is all development.
    expect(labels.filter((p) => p.split === 'test' && n(p) >= 149 && n(p) < 299)).toHaveLength(30);
    expect(labels.filter((p) => n(p) >= 209 && n(p) < 299).every((p) => p.split === 'dev')).toBe(true);
    // The fifth batch (n299 … n358) is halved: a third test half of 30.
    expect(labels.filter((p) => p.split === 'test' && n(p) >= 299)).toHaveLength(30);
    expect(new Set(labels.map((p) => p.id)).size).toBe(labels.length);
    expect(new Set(labels.map((p) => p.source.url)).size).toBe(labels.length);
  });

  it('orders the first 80 by the hash of their id: the first half is development', () => {
    const ids = Array.from({ length: 6 }, (_, i) => `n0${i + 1}-x`).concat(['n81-new']);
    const split = fixedSplit(ids);
    const ordered = ids.slice(0, 6).sort((a, b) => (sha256(`${a} issue-34`) < sha256(`${b} issue-34`) ? -1 : 1));
    expect(ordered.map((id) => split.get(id))).toEqual(['dev', 'dev', 'dev', 'test', 'test', 'test']);
    expect(split.get('n81-new')).toBe('dev');
  });

  it('halves the third batch (n149 …) by the hash of its id with its own salt, development first', () => {
    const ids = ['n149-a', 'n150-b', 'n151-c', 'n152-d', 'n153-e'];
    const split = fixedSplit(['n148-old', ...ids]);
    const ordered = [...ids].sort((a, b) =>
      sha256(`${a} issue-34 batch 3`) < sha256(`${b} issue-34 batch 3`) ? -1 : 1,
    );
    expect(ordered.map((id) => split.get(id))).toEqual(['dev', 'dev', 'dev', 'test', 'test']);
    expect(split.get('n148-old')).toBe('dev');
  });

  it('halves the fifth batch (n299 … n358) by the hash of its id with its own salt, development first', () => {
    const ids = ['n299-a', 'n300-b', 'n320-c', 'n358-d'];
    const split = fixedSplit(['n298-old', ...ids]);
    const ordered = [...ids].sort((a, b) =>
      sha256(`${a} issue-34 batch 5`) < sha256(`${b} issue-34 batch 5`) ? -1 : 1,
    );
    expect(ordered.map((id) => split.get(id))).toEqual(['dev', 'dev', 'test', 'test']);
    expect(split.get('n298-old')).toBe('dev');
  });

  it('keeps the fourth batch (n209 …) in the development half, and the third batch halved as before', () => {
    const split = fixedSplit(['n149-a', 'n150-b', 'n209-c', 'n298-d']);
    expect(split.get('n209-c')).toBe('dev');
    expect(split.get('n298-d')).toBe('dev');
    expect([split.get('n149-a'), split.get('n150-b')].sort()).toEqual(['dev', 'test']);
  });
});
