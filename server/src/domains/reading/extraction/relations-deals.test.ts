import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34, fourth session: ownership, founders, boards and investor lists as news English writes them.
// Every example is written for these tests (no passage of the real-news set).
const rels = (text: string) => extract(text).relations.map((r) => `${r.type} ${r.from} → ${r.to}`);
const byKind = (text: string) => Object.fromEntries(extract(text).entities.map((e) => [e.name, e.kind] as const));

describe('ownership, founders and boards (relations-deals.ts)', () => {
  it('reads a parent named by a possessive or a noun, an arm, "its ⟦O⟧ subsidiary" and "which owns"', () => {
    const found = rels(
      'Tarnow Glassworks SA’s parent Brevik Holdings ASA reported gains. Quillo AS parent company Kuusela Oyj grew. Revenue at Halvard Shipping ASA arm Fjordlys AS rose. Ostrava Partners AG launched its Lumen Labs GmbH subsidiary. Vistula Media SA, which owns Vistula Post Sp. z o.o., grew.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'acquired Tarnow Glassworks SA → Brevik Holdings ASA',
        'acquired Quillo AS → Kuusela Oyj',
        'acquired Fjordlys AS → Halvard Shipping ASA',
        'acquired Lumen Labs GmbH → Ostrava Partners AG',
        'acquired Vistula Post Sp. z o.o. → Vistula Media SA',
      ]),
    );
  });

  it('reads a sale, a present owner, a described target and a described parent', () => {
    const found = rels(
      'Solvane Oy, which was sold to Brevmark AB in 2008, is now owned by Tarn Holdings ASA. Quillo AS acquired Eindhoven-based Lumio BV. Kestrel Foods Pte. Ltd., a wholly-owned subsidiary of Singapore-based Mariner Holdings Ltd., bought shares.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'acquired Solvane Oy → Brevmark AB',
        'acquired Solvane Oy → Tarn Holdings ASA',
        'acquired Lumio BV → Quillo AS',
        'acquired Kestrel Foods Pte. Ltd. → Mariner Holdings Ltd.',
      ]),
    );
  });

  it('reads the founders of a company named before the verb, or the story’s when the sentence begins with them', () => {
    const found = rels(
      'Quillo AS (“the quiet robot”) was co-founded in September 2012 by Ingrid Moe. Lumio BV was established in 2013 by chief executive Pieter de Wit.',
    );
    expect(found).toEqual(
      expect.arrayContaining(['founder Ingrid Moe → Quillo AS', 'founder Pieter de Wit → Lumio BV']),
    );
    const story = rels(
      'Tarnix GmbH raised money. Tarnix GmbH hired staff. Founded in 2015 by Anna Keller and Jonas Brandt, the startup sells sensors. The startup, founded by former bankers Eva Lund and Omar Haddad, had raised $5 million.',
    );
    expect(story).toEqual(
      expect.arrayContaining([
        'founder Anna Keller → Tarnix GmbH',
        'founder Jonas Brandt → Tarnix GmbH',
        'founder Eva Lund → Tarnix GmbH',
        'founder Omar Haddad → Tarnix GmbH',
      ]),
    );
  });

  it('reads a founder or officer of a described company, and board seats', () => {
    const found = rels(
      'Dana Whitfield, founder of cosmetics online retailer Lumio BV, spoke. Marit Eide has been a Quillo AS board member since 2005 and is also a director of Brevmark AB and Kuusela Oyj. Sofia Lind was named a member of the Tarnix GmbH board.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'founder Dana Whitfield → Lumio BV',
        'board Marit Eide → Quillo AS',
        'board Marit Eide → Brevmark AB',
        'board Marit Eide → Kuusela Oyj',
        'board Sofia Lind → Tarnix GmbH',
      ]),
    );
  });

  it('states no ownership for a partnership or a sale it does not name', () => {
    const found = rels(
      'Quillo AS signed a partnership with Brevmark AB. Lumio BV, which sells parts to Kuusela Oyj, grew.',
    );
    expect(found.filter((r) => r.startsWith('acquired'))).toEqual([]);
  });
});

describe('investor lists as news English writes them (relations-invest.ts, classify.ts)', () => {
  it('reads investors described by a place, a country’s possessive or "alongside", and a flag after a name', () => {
    const found = rels(
      'Quillo AS raised $4 million led by US-based Tarn Capital with participation from existing investors Ostrava Partners and Lumen Ventures. Brevmark AB has raised $70 million in Series D funding from Japan’s Kirin Holdings. Huli AS 🇨🇷 raised a $5.5 Million Seed round led by Intoku Health 🇳🇿 with funding from Carao Ventures 🇨🇷. Lumio BV grew. Lumio BV hired. Leapfrog Investments alongside Canyon Partners participated in this round of funding.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'investor Tarn Capital → Quillo AS',
        'investor Ostrava Partners → Quillo AS',
        'investor Lumen Ventures → Quillo AS',
        'investor Kirin Holdings → Brevmark AB',
        'investor Intoku Health → Huli AS',
        'investor Carao Ventures → Huli AS',
        'investor Leapfrog Investments → Lumio BV',
        'investor Canyon Partners → Lumio BV',
      ]),
    );
    expect(found).not.toContain('investor Ostrava Partners → Tarn Capital');
    expect(found).not.toContain('investor Canyon Partners → Leapfrog Investments');
  });

  it('reads "raised … from" after an apposition, and never gives a named but unread company’s investors to the story', () => {
    const found = rels(
      'Lumio BV grew. Celebal Technologies AS, a software service company, raised $32 million from Norwest Venture Partners. Kapiro 🇲🇽 raised a $20 Million Series A led by Tribe Capital and Niya Partners.',
    );
    expect(found).toContain('investor Norwest Venture Partners → Celebal Technologies AS');
    expect(found.filter((r) => r.includes('→ Lumio BV'))).toEqual([]);
  });

  it('reads one-word companies of a funding list and after "X-based" as organizations, not nationalities or codes', () => {
    const found = byKind(
      'Kochi-based Sparrowly raised $1.4 million seed funding from Primewell Partners. Koova raised $6.3 million from Tigerline, Accelon, Kalaari and Dreamwork. The Nigerian fintech said AI and B2B grew.',
    );
    expect(found).toMatchObject({ Sparrowly: 'organization', Tigerline: 'organization', Kalaari: 'organization' });
    expect(found.Nigerian).toBeUndefined();
    expect(found.AI).toBeUndefined();
    expect(found.B2B).toBeUndefined();
  });

  it('reads no name in the capitalised words before a place’s compound ("Hong Kong-based")', () => {
    const found = byKind(
      'Platinum Victory Pte. Ltd., the subsidiary of Hong Kong-based Jardine Matheson Holdings Ltd., grew.',
    );
    expect(found.Hong).toBeUndefined();
    expect(found['Jardine Matheson Holdings Ltd.']).toBe('organization');
  });
});

describe('deals as a possessive noun, a list or a described buyer', () => {
  it('reads "⟦O⟧’s acquisition of ⟦O⟧", every company of "⟦O⟧ acquiring ⟦O⟧, ⟦O⟧ and ⟦O⟧" and "acquired by hedge fund ⟦O⟧"', () => {
    expect(rels('Kestrel Analytics Ltd’s acquisition of the Danish platform Fjordlys ApS closed in May.')).toContain(
      'acquired Fjordlys ApS → Kestrel Analytics Ltd',
    );
    const list = rels(
      'Norhav Group ASA has been acquiring Brekke Marine AS, Halvorsen Maritime AS and Lindvik Rederi AS.',
    );
    expect(list).toEqual(
      expect.arrayContaining([
        'acquired Brekke Marine AS → Norhav Group ASA',
        'acquired Halvorsen Maritime AS → Norhav Group ASA',
        'acquired Lindvik Rederi AS → Norhav Group ASA',
      ]),
    );
    expect(
      rels('In May, Varenne Foods SA was acquired by Paris hedge fund Orsay Capital Partners for €90 million.'),
    ).toContain('acquired Varenne Foods SA → Orsay Capital Partners');
    expect(rels('Regulators blocked Kestrel Analytics Ltd’s acquisition of Fjordlys ApS.')).toEqual([]);
  });
});
