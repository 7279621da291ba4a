import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34 item 4: money into companies read by the verb's class and its arguments. Every sentence is written for
// these tests; the rules alone are read (the learned reader off), so that a test fails when a rule does.
const rels = (text: string) =>
  extract(text, new Set(), () => false, undefined, { model: null }).relations.map(
    (r) => `${r.type} ${r.from} → ${r.to}`,
  );

describe('a company that receives money, and investors that invest', () => {
  it('reads a receiving verb after an apposition, a relative pronoun, a gerund and an amount with decimals', () => {
    expect(
      rels('Zuri Pay Ltd, one of the accelerator’s first graduates, secured a Series A from Mvule Capital LLP.'),
    ).toContain('investor Mvule Capital LLP → Zuri Pay Ltd');
    expect(
      rels('Lending app Kopa Kopa Ltd has secured $12.5m in a series B round from investment firm Tana Ventures LLP.'),
    ).toContain('investor Tana Ventures LLP → Kopa Kopa Ltd');
    expect(
      rels(
        'Online retailer Glowbox Pte Ltd reached unicorn status by raising $50 million from Singapore-based Kallang Partners LLP.',
      ),
    ).toContain('investor Kallang Partners LLP → Glowbox Pte Ltd');
    expect(rels('Solar firm Jua Power Ltd received a $4 million loan from Mara Bank Plc.')).not.toContain(
      'investor Mara Bank Plc → Jua Power Ltd',
    );
  });

  it('reads several subjects joined by "along with" or "and", without the organization an apposition names', () => {
    const both = rels(
      'Tessaro Capital LLP, along with private equity firm, Orrin Partners LLC, recently invested $50 million in a finance company, Lumen Credit Ltd last year.',
    );
    expect(both).toEqual(
      expect.arrayContaining([
        'investor Tessaro Capital LLP → Lumen Credit Ltd',
        'investor Orrin Partners LLC → Lumen Credit Ltd',
      ]),
    );
    const arm = rels(
      'Kaveri Capital LLP and Pallava Ventures Ltd, an arm of Chola Holdings Ltd, have jointly invested in Nandi Rice Ltd this year.',
    );
    expect(arm).toEqual(
      expect.arrayContaining([
        'investor Kaveri Capital LLP → Nandi Rice Ltd',
        'investor Pallava Ventures Ltd → Nandi Rice Ltd',
      ]),
    );
    expect(arm).not.toContain('investor Chola Holdings Ltd → Nandi Rice Ltd');
    expect(
      rels('Bravura Ventures LLC, which has backed the likes of Quillo Inc and Dapple Inc, raised a fund.'),
    ).toEqual(
      expect.arrayContaining([
        'investor Bravura Ventures LLC → Quillo Inc',
        'investor Bravura Ventures LLC → Dapple Inc',
      ]),
    );
  });
});

describe('stakes, shareholders and portfolios', () => {
  it('reads shares of a list whose object is left out, and shares in the passive', () => {
    const held = rels(
      'The Sagar Trust currently holds 36 per cent of Meridian Tea Ltd, while Orchid Holdings Ltd owns 17.3 per cent, Lotus Capital Ltd 10.6 per cent and Jade Partners Ltd 2.7 per cent.',
    );
    expect(held).toEqual(
      expect.arrayContaining([
        'investor Sagar Trust → Meridian Tea Ltd',
        'investor Orchid Holdings Ltd → Meridian Tea Ltd',
        'investor Lotus Capital Ltd → Meridian Tea Ltd',
        'investor Jade Partners Ltd → Meridian Tea Ltd',
      ]),
    );
    expect(
      rels(
        'Hualong Realty Ltd was 25 per cent owned by Chairman Li Wei and 25 per cent owned by Jinfeng Construction Co in 2019.',
      ),
    ).toContain('investor Jinfeng Construction Co → Hualong Realty Ltd');
  });

  it('reads the largest shareholder and a portfolio', () => {
    expect(
      rels('The Harambee Pension Trust (HPT) is the largest shareholder of Tamu Foods Plc under the law.'),
    ).toContain('investor Harambee Pension Trust → Tamu Foods Plc');
    expect(
      rels('Kestrel Ventures LLP’s portfolio companies include delivery startup Boda Go Ltd, which raised funds.'),
    ).toContain('investor Kestrel Ventures LLP → Boda Go Ltd');
  });
});

describe('leads of a round, investors among others, and stakes agreed', () => {
  it('reads every subject of "co-led the round of ⟦O⟧" and the investors "with … participating", never each other', () => {
    const coled = rels(
      'Peak Capital LLP and Summit Partners LLC co-led the $30 million Series B round of Kora Health Inc this week.',
    );
    expect(coled).toEqual(
      expect.arrayContaining([
        'investor Peak Capital LLP → Kora Health Inc',
        'investor Summit Partners LLC → Kora Health Inc',
      ]),
    );
    expect(coled).not.toContain('investor Summit Partners LLC → Peak Capital LLP');
    const joined = rels(
      'Kora Health Inc raised money this week. Lotus Ventures LLP led the round, with Peak Capital LLP and Summit Partners LLC participating.',
    );
    expect(joined).toEqual(
      expect.arrayContaining([
        'investor Lotus Ventures LLP → Kora Health Inc',
        'investor Summit Partners LLC → Kora Health Inc',
      ]),
    );
    expect(joined).not.toContain('investor Lotus Ventures LLP → Peak Capital LLP');
  });

  it('reads "among the investors in", "counts … among its investors" and a majority stake agreed', () => {
    expect(rels('Mara Ventures Ltd was among the investors in Ziwa Labs Ltd’s seed round.')).toContain(
      'investor Mara Ventures Ltd → Ziwa Labs Ltd',
    );
    expect(rels('Tuma Pay Ltd counts Brightwater Capital LLP and Lotus Ventures LLP among its investors.')).toEqual(
      expect.arrayContaining([
        'investor Brightwater Capital LLP → Tuma Pay Ltd',
        'investor Lotus Ventures LLP → Tuma Pay Ltd',
      ]),
    );
    expect(rels('Castellan Group plc agreed to acquire a 70% stake in Orion Foods Inc last year.')).toContain(
      'acquired Orion Foods Inc → Castellan Group plc',
    );
    expect(rels('Castellan Group plc agreed to acquire a 20% stake in Orion Foods Inc last year.')).toContain(
      'investor Castellan Group plc → Orion Foods Inc',
    );
  });
});
