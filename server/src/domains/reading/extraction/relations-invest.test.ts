import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34 item 4: investments as English states them. Every sentence is written for these tests (none is
// taken from the real-news set), with invented companies.
const investments = (text: string) =>
  extract(text)
    .relations.filter((r) => r.type === 'investor')
    .map((r) => `${r.from} → ${r.to}`);

describe('investments from the sentence structure', () => {
  it('reads a round "led by" investors "with participation from" described others', () => {
    const text =
      'Quillwright Robotics GmbH raised $20 million in a round led by Northbay Capital Partners, with participation from existing investors Halvorsen Ventures and Aster Growth Fund.';
    expect(investments(text)).toEqual(
      expect.arrayContaining([
        'Northbay Capital Partners → Quillwright Robotics GmbH',
        'Halvorsen Ventures → Quillwright Robotics GmbH',
        'Aster Growth Fund → Quillwright Robotics GmbH',
      ]),
    );
  });

  it('reads "raised … from" with the company that raised, and "backed by"', () => {
    const text =
      'Pellmore Payroll Ltd has raised €5 million in seed funding from Kestrel Ventures and Oakhurst Capital. Tessaly Software Inc., which is backed by Lindqvist Partners, opened an office.';
    expect(investments(text)).toEqual(
      expect.arrayContaining([
        'Kestrel Ventures → Pellmore Payroll Ltd',
        'Oakhurst Capital → Pellmore Payroll Ltd',
        'Lindqvist Partners → Tessaly Software Inc.',
      ]),
    );
  });

  it('reads "invests in", "put … into" and "⟦O⟧’s stake in"', () => {
    const text =
      'Aster Growth Fund invests in Brekke Marine AS. Last year Kestrel Ventures put $3 million into Varenne Foods SA. Northbay Capital Partners’s 12% stake in Halvorsen Maritime AS was sold.';
    expect(investments(text)).toEqual(
      expect.arrayContaining([
        'Aster Growth Fund → Brekke Marine AS',
        'Kestrel Ventures → Varenne Foods SA',
        'Northbay Capital Partners → Halvorsen Maritime AS',
      ]),
    );
  });

  it('reads "investors in ⟦O⟧ include …" and "⟦O⟧ led the round"', () => {
    const text =
      'Investors in Varenne Foods SA include Kestrel Ventures, Oakhurst Capital and Aster Growth Fund. Brekke Marine AS closed a Series B round, and Northbay Capital Partners led the round.';
    expect(investments(text)).toEqual(
      expect.arrayContaining([
        'Kestrel Ventures → Varenne Foods SA',
        'Oakhurst Capital → Varenne Foods SA',
        'Aster Growth Fund → Varenne Foods SA',
        'Northbay Capital Partners → Brekke Marine AS',
      ]),
    );
  });

  it('states no investment where a company is sold, lent to or merely named beside a fund', () => {
    const text =
      'Aster Bank lent €40 million to Brekke Marine AS. Kestrel Ventures and Oakhurst Capital both opened offices in Oslo. Halvorsen Maritime AS sold its unit to Northbay Capital Partners.';
    expect(investments(text)).toEqual([]);
  });

  it('counts organizations as investors, not people who put money in (the ledger records organizations)', () => {
    const text = 'Varenne Foods SA raised $4 million from Kestrel Ventures and angel investor Marta Okonkwo.';
    expect(investments(text)).toEqual(['Kestrel Ventures → Varenne Foods SA']);
  });
});
