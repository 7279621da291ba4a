import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';
import { hasLine } from './gazetteers.ts';

const names = (text: string, kind: 'person' | 'organization') =>
  extract(text)
    .entities.filter((e) => e.kind === kind)
    .map((e) => e.name)
    .sort();

describe('maintained name data (issue 34 items 2 and 4)', () => {
  it('reads given names of many origins from the name lists, not only a short Anglo list', () => {
    const text =
      'The panel was chaired by Yumiko Tanabe. Speakers included Sipho Nwachukwu and Ashmeet Kaur, while Tetsuji Morikawa sent a video.';
    expect(names(text, 'person')).toEqual(['Ashmeet Kaur', 'Sipho Nwachukwu', 'Tetsuji Morikawa', 'Yumiko Tanabe']);
  });

  it('reads one-word company names of the companies dictionary as organizations', () => {
    const text = 'Talks between Maersk and Infosys stalled in June, people familiar with the matter said.';
    expect(names(text, 'organization')).toEqual(['Infosys', 'Maersk']);
  });

  it('does not take an ordinary English word of the companies dictionary for a company', () => {
    expect(names('The board heard a wide Spectrum of views on National policy.', 'organization')).toEqual([]);
  });

  it('reads a fashion house named after its founder as an organization, not a person', () => {
    const text = 'Louis Vuitton named a new menswear designer on Tuesday, and Helmut Lang hired a creative director.';
    expect(names(text, 'person')).toEqual([]);
    expect(names(text, 'organization')).toEqual(['Helmut Lang', 'Louis Vuitton']);
  });

  it('reads news organisations and wires, also in a dateline', () => {
    const text = 'OSLO (Reuters) - Fjordlys ASA cut its forecast, the newspaper Dagens Industri reported earlier.';
    expect(names(text, 'organization')).toEqual(['Dagens Industri', 'Fjordlys ASA', 'Reuters']);
  });

  it('lets an organization context win over names that look like a person ("Ferris Mallory, the consultancy")', () => {
    const text = 'The audit was led by Ferris Mallory, a consultancy based in Leeds.';
    expect(names(text, 'person')).toEqual([]);
  });

  it('reads a dictionary company with a word of its business or country as an organization, not a place or person', () => {
    const text = 'Hyundai Steel and Sumitomo Chemical opened offices in Buenos Aires, and Kia Motor followed.';
    expect(names(text, 'organization')).toEqual(['Hyundai Steel', 'Kia Motor', 'Sumitomo Chemical']);
    expect(names(text, 'person')).toEqual([]);
  });

  it('finds every line of a sorted list by binary search, and nothing else', () => {
    const sorted = 'aa\nab\nb\nbaa\nc\nzz\n';
    for (const w of ['aa', 'ab', 'b', 'baa', 'c', 'zz']) expect(hasLine(sorted, w)).toBe(true);
    for (const w of ['', 'a', 'abc', 'ba', 'bb', 'd', 'zzz']) expect(hasLine(sorted, w)).toBe(false);
  });
});
