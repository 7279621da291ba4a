import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34 item 4: lists whose organization is the story's, named in an earlier sentence. Every sentence is
// written for these tests (none is taken from the real-news set), with invented names.
const relations = (text: string, type: string) =>
  extract(text)
    .relations.filter((r) => r.type === type)
    .map((r) => `${r.from} → ${r.to}${r.role ? ` (${r.role})` : ''}`);

describe('lists that belong to the story’s organization', () => {
  it('gives directors appointed or resigned in a later sentence a seat on the story company’s board', () => {
    const text =
      'OSLO - Brennvik Shipping ASA has renewed its board, it said in a filing with the Oslo Stock Exchange.\n\nIngrid Solberg, Tomas Aalstad and Henrik Moe have been appointed non-executive independent directors. Meanwhile, Kari Lunde and Erik Dahl have resigned as independent directors.';
    const board = relations(text, 'board');
    expect(board).toEqual(
      expect.arrayContaining([
        'Ingrid Solberg → Brennvik Shipping ASA',
        'Tomas Aalstad → Brennvik Shipping ASA',
        'Henrik Moe → Brennvik Shipping ASA',
        'Kari Lunde → Brennvik Shipping ASA',
        'Erik Dahl → Brennvik Shipping ASA',
      ]),
    );
    // The dateline's place is no short form of the exchange, and the exchange gets no directors.
    expect(board.filter((r) => r.includes('Exchange'))).toEqual([]);
  });

  it('reads "the new vice chairmen are …" as roles at the story’s organization, not at each one’s employer', () => {
    const text =
      'The Federation of Nordic Industries decided on Monday to appoint three new vice chairs. The other new vice chairmen are Trollheim Steel Corp. President Anders Vik and Soltun Bank CEO Maria Holm.';
    const roles = relations(text, 'role');
    expect(roles).toEqual(
      expect.arrayContaining([
        'Anders Vik → Federation of Nordic Industries (vice chairman)',
        'Maria Holm → Federation of Nordic Industries (vice chairman)',
      ]),
    );
  });

  it('reads investors that "participated" in a later sentence as investors in the company that raised', () => {
    const text =
      'Lending platform Corvina Finance has secured $30 million in a Series B round from Tamsin Growth Fund. Development bank Orvel Capital, Brightwater Ventures and existing investor Kelda Partners from Norway also participated in the funding round.';
    expect(relations(text, 'investor')).toEqual(
      expect.arrayContaining([
        'Orvel Capital → Corvina Finance',
        'Brightwater Ventures → Corvina Finance',
        'Kelda Partners → Corvina Finance',
      ]),
    );
  });

  it('reads no investment in a round of bidding', () => {
    const text =
      'Halden Chemicals Ltd is selling its stake in Merrow Labs Inc. Vantor Partners and Quill Capital Group also participated in the final round of bidding, the report said.';
    expect(relations(text, 'investor').filter((r) => /Vantor|Quill/.test(r))).toEqual([]);
  });
});
