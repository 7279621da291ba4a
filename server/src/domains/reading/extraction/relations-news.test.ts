import { describe, expect, it } from 'vitest';
import { personShortForms } from './classify.ts';
import { extract } from './extract.ts';

// Issue 34 item 4: constructions of ordinary news English. Every example is written for these tests.
const rels = (text: string) => extract(text).relations.map((r) => `${r.type} ${r.from} → ${r.to}`);

describe('relations of ordinary news English (relations-news.ts)', () => {
  it('reads a person named by their organization’s possessive, and "of" with a description between', () => {
    const found = rels(
      'The speakers included Brevik Holdings ASA’s Ingrid Moe and Aino Virtanen of the Finnish paper giant Kuusela Oyj.',
    );
    expect(found).toEqual(
      expect.arrayContaining(['role Ingrid Moe → Brevik Holdings ASA', 'role Aino Virtanen → Kuusela Oyj']),
    );
  });

  it('reads an obituary’s age apposition, a role between commas and a role in brackets', () => {
    const text =
      'Harald Strand, 81, founder of Strand Kjøleteknikk AS, died on Monday. The panel heard Marta Kowalczyk, Managing Director and Senior Partner, Vistula Logistics Sp. z o.o.; and Tomasz Nowak (currently President, Tarnow Glassworks SA).';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'founder Harald Strand → Strand Kjøleteknikk AS',
        'role Marta Kowalczyk → Vistula Logistics Sp. z o.o.',
        'role Tomasz Nowak → Tarnow Glassworks SA',
      ]),
    );
  });

  it('reads "was the founder and longtime chairman of" and "joined ⟦O⟧ in 2016 as"', () => {
    const text =
      'Olav Berg was the founder and longtime executive chairman of Berg Shipping ASA. Kari Dahl joined Fjordlys AS in 2016 as executive vice president.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'founder Olav Berg → Berg Shipping ASA',
        'role Olav Berg → Berg Shipping ASA',
        'role Kari Dahl → Fjordlys AS',
      ]),
    );
  });

  it('reads lists of chairs and boards', () => {
    const text =
      'Kari Dahl chairs Dune Capital LLC, Oasis Ports PJSC and Falcon Air PJSC. Olav Berg is also a member of the boards of Tjaldur ApS, Faroe Islands, Inkerman Holding AS and Belron SA.';
    const found = rels(text);
    expect(found).toEqual(
      expect.arrayContaining([
        'role Kari Dahl → Dune Capital LLC',
        'role Kari Dahl → Falcon Air PJSC',
        'board Olav Berg → Inkerman Holding AS',
        'board Olav Berg → Belron SA',
      ]),
    );
  });

  it('reads deals written as nouns, and not a deal that was prohibited', () => {
    const text =
      'Regulators approved the proposed acquisition of Quillwright Robotics GmbH by Northbay Capital Partners. Halvard Shipping ASA bought 85% of the shares of Fjordlys AS. Tarnow Glassworks SA took a 20 percent stake in Vistula Logistics Sp. z o.o. The Commission prohibited the acquisition of Brevik Holdings ASA by Kuusela Oyj.';
    const found = rels(text);
    expect(found).toEqual(
      expect.arrayContaining([
        'acquired Quillwright Robotics GmbH → Northbay Capital Partners',
        'acquired Fjordlys AS → Halvard Shipping ASA',
        'investor Tarnow Glassworks SA → Vistula Logistics Sp. z o.o.',
      ]),
    );
    expect(found).not.toContain('acquired Brevik Holdings ASA → Kuusela Oyj');
  });

  it('reads two buyers of a joint control, but not a name listed after the buyer', () => {
    const found = rels(
      'The Commission approved the acquisition of joint control of Fjordlys AS by Halvard Shipping ASA and Brevik Holdings ASA. After the sale of the startup Quillo AS to Kuusela Oyj, Tarn Holdings ASA, which owns shops, grew.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'acquired Fjordlys AS → Halvard Shipping ASA',
        'acquired Fjordlys AS → Brevik Holdings ASA',
        'acquired Quillo AS → Kuusela Oyj',
      ]),
    );
    expect(found).not.toContain('acquired Quillo AS → Tarn Holdings ASA');
  });

  it('reads a parent, its brands and a part of a group', () => {
    const text =
      'Maison Orlac SA, the parent of names like Brune Atelier SAS and Theo Couture SAS, grew. Vistula Logistics Sp. z o.o., which is part of Tarnow Glassworks SA’s retail division, grew too.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'acquired Brune Atelier SAS → Maison Orlac SA',
        'acquired Theo Couture SAS → Maison Orlac SA',
        'acquired Vistula Logistics Sp. z o.o. → Tarnow Glassworks SA',
      ]),
    );
  });

  it('reads a board seat for affiliates named after the group ("three Brevik affiliates including …")', () => {
    const text =
      'Ingrid Moe is the chief executive of Brevik Holdings ASA. She is also a board member for three Brevik affiliates including Brevik Marine AS, Brevik Steel AS and Kuusela Oyj.';
    expect(rels(text)).toEqual(
      expect.arrayContaining(['board Ingrid Moe → Brevik Steel AS', 'board Ingrid Moe → Kuusela Oyj']),
    );
  });

  it('reads "⟦O⟧-backed", "⟦O⟧-owned" and "⟦O⟧-led round in", and a successor "as ROLE of"', () => {
    const text =
      'Sequoia Capital-backed Quillo raised money. Tarn Holdings-owned bakery chain Brevmark grew. A Northbay Capital Partners-led seed round in Quillwright Robotics GmbH closed. Jane Okafor will succeed Tom Reilly as chief executive of Fjordlys AS.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'investor Sequoia Capital → Quillo',
        'acquired Brevmark → Tarn Holdings',
        'investor Northbay Capital Partners → Quillwright Robotics GmbH',
        'role Jane Okafor → Fjordlys AS',
        'role Tom Reilly → Fjordlys AS',
      ]),
    );
  });

  it('reads investors listed before "invested in", deals with a present-tense verb or a possessive, and board seats', () => {
    const text =
      'Tarn Fund and Lumen Capital AS have invested in Fjordlys AS. Halvard Shipping ASA acquires Brevik Holdings ASA. Kuusela Oyj’s acquisition of Tarnow Glassworks SA closed. Vistula Logistics Sp. z o.o., which Kuusela Oyj bought in 2015, grew. Jane Okafor joined the board of directors of Fjordlys AS. Tom Reilly sits on Brevik Holdings ASA’s board.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'investor Tarn Fund → Fjordlys AS',
        'investor Lumen Capital AS → Fjordlys AS',
        'acquired Brevik Holdings ASA → Halvard Shipping ASA',
        'acquired Tarnow Glassworks SA → Kuusela Oyj',
        'acquired Vistula Logistics Sp. z o.o. → Kuusela Oyj',
        'board Jane Okafor → Fjordlys AS',
        'board Tom Reilly → Brevik Holdings ASA',
      ]),
    );
  });

  it('gives a name with Sr. or Jr. its surname as a short form', () => {
    expect(personShortForms('Harald Strand Sr.')).toContain('strand');
  });
});
