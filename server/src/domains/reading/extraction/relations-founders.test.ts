import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34 item 4: founders and places of work as English states them. Every sentence is written for these
// tests (none is taken from the real-news set), with invented people and companies.
const rels = (text: string) => extract(text).relations.map((r) => `${r.type} ${r.from} → ${r.to}`);

describe('founders and places of work from the sentence structure', () => {
  it('gives every person of "⟦P⟧ and ⟦P⟧ co-founded ⟦O⟧" the founding', () => {
    const text = 'Marta Kowalczyk and Tomas Lindqvist co-founded Quillwright Robotics GmbH in 2014.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'founder Marta Kowalczyk → Quillwright Robotics GmbH',
        'founder Tomas Lindqvist → Quillwright Robotics GmbH',
      ]),
    );
  });

  it('reads "⟦O⟧ co-founders ⟦P⟧ and ⟦P⟧" and "⟦O⟧, which ⟦P⟧ founded"', () => {
    const text =
      'Pellmore Payroll Ltd co-founders Ingrid Moe and Olav Berg spoke on Monday. Tessaly Software Inc., which Jane Okafor founded in 2009, hired staff.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'founder Ingrid Moe → Pellmore Payroll Ltd',
        'founder Olav Berg → Pellmore Payroll Ltd',
        'founder Jane Okafor → Tessaly Software Inc.',
      ]),
    );
  });

  it('reads "⟦O⟧, the company she founded" with the one person named before, and "⟦P⟧ at ⟦O⟧"', () => {
    const text =
      'Yael Ben-David left Halvorsen Maritime AS, the company she founded in 1998. "Prices will rise," said Ingrid Moe at Aster Bank ASA.';
    expect(rels(text)).toEqual(
      expect.arrayContaining(['founder Yael Ben-David → Halvorsen Maritime AS', 'role Ingrid Moe → Aster Bank ASA']),
    );
  });

  it('does not make a person the founder when two are named before "the company he founded"', () => {
    const text = 'Olav Berg told Jane Okafor about Brekke Marine AS, the company he founded.';
    expect(rels(text).filter((r) => r.startsWith('founder'))).toEqual([]);
  });
});
