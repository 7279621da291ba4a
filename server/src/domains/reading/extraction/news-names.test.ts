import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34, fourth session: names as news outside Europe and America writes them. Every example is written for
// these tests (no passage of the real-news set).
const people = (text: string) =>
  extract(text)
    .entities.filter((e) => e.kind === 'person')
    .map((e) => e.name);
const rels = (text: string) => extract(text).relations.map((r) => `${r.type} ${r.from} → ${r.to}`);

describe('names with honorifics and articles', () => {
  it('drops the Malaysian honorifics "Datuk Seri", "Tan Sri", "Dr" and keeps the name', () => {
    const found = people('Prime Minister Datuk Seri Karim Hassan praised Datuk Seri Dr Aminah Mohd Salleh on Monday.');
    expect(found).toEqual(expect.arrayContaining(['Karim Hassan', 'Aminah Mohd Salleh']));
    expect(found).not.toContain('Seri Karim Hassan');
  });

  it('keeps an Arabic family name written with its article in lower case ("al-Habbai")', () => {
    const found = people(
      'Khalid Abdullah al-Rashidi resigned last month. Omar al-Zaabi, director of the court, spoke.',
    );
    expect(found).toEqual(expect.arrayContaining(['Khalid Abdullah al-Rashidi', 'Omar al-Zaabi']));
    expect(found).not.toContain('Khalid Abdullah');
  });
});

describe('one name, one sense in a document', () => {
  it('reads a one-word company the text names before its kind is clear as the same company', () => {
    const found = rels(
      'At the end of December, Zentrix acquired Delft-based Lumora. Analysts say the parent company Zentrix wants smart lenses.',
    );
    expect(found).toContain('acquired Lumora → Zentrix');
  });
});

describe('what a buyer buys', () => {
  it('reads no acquisition of a company whose stake or unit is bought, and a majority stake as ownership', () => {
    const found = rels(
      'Kestrel Holdings Corp is in talks to buy Tarn Pharmaceutical Co’s 70 percent stake in Wakora Chemical Ltd. Brevmark AB’s 30 percent stake in Lumio BV grew.',
    );
    expect(found).not.toContain('acquired Tarn Pharmaceutical Co → Kestrel Holdings Corp');
    expect(found).toContain('acquired Wakora Chemical Ltd. → Tarn Pharmaceutical Co');
    expect(found).toContain('investor Brevmark AB → Lumio BV');
  });

  it('reads "the acquisition by ⟦O⟧ of ⟦O⟧", not when it was blocked', () => {
    expect(rels('Regulators approved the planned acquisition by Norvik Air ASA of domestic rival Widar AS.')).toContain(
      'acquired Widar AS → Norvik Air ASA',
    );
    expect(rels('Regulators blocked the planned acquisition by Norvik Air ASA of domestic rival Widar AS.')).toEqual(
      [],
    );
  });
});
