import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

const rels = (text: string) => extract(text).relations.map((r) => `${r.type} ${r.from} → ${r.to}`);

describe('relations from the sentence structure (issue 34 item 4)', () => {
  it('reads "served as … of", "is Chair of the Board of" and board memberships in a list', () => {
    const text =
      'Mr Ingrid Solberg served as president and CEO of Fjordlys ASA from 2004 to 2014. Ingrid Solberg is also member of the boards of Halvorsen Maritime AS, Norway, and Brekke Shipping AS.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'role Ingrid Solberg → Fjordlys ASA',
        'board Ingrid Solberg → Halvorsen Maritime AS',
        'board Ingrid Solberg → Brekke Shipping AS',
      ]),
    );
  });

  it('attaches each person of a list to the organization of their own apposition', () => {
    const text =
      'The meeting selected Hiroshi Tanabe, President of Kawaguchi Steel Corp.; Reiko Morita, Managing Director and Senior Partner, Aomori Consulting Group; and Kenji Arata, CEO of Ishikari Holdings.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'role Hiroshi Tanabe → Kawaguchi Steel Corp.',
        'role Reiko Morita → Aomori Consulting Group',
        'role Kenji Arata → Ishikari Holdings',
      ]),
    );
  });

  it('reads a possessive role and "as X’s creative director"', () => {
    const text =
      'Lena Voss, Quillmoor Labs’ current president and CEO, spoke first. Carla Bellandi, who left Brekke Shipping AS in May, joins as Pellmore Group’s creative director.';
    expect(rels(text)).toEqual(
      expect.arrayContaining(['role Lena Voss → Quillmoor Labs', 'role Carla Bellandi → Pellmore Group']),
    );
  });

  it('reads acquisitions written as "the parent of", "(X group)" and "the acquisition of … by"', () => {
    const text =
      'Varenne Group, the parent of names like Orlac Couture SA and Brune Atelier SAS, reported gains. Lusignan SA (Maus Frères group) named a designer. The Commission cleared the acquisition of Tessaly Software Inc. by Northwind Corp.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'acquired Orlac Couture SA → Varenne Group',
        'acquired Brune Atelier SAS → Varenne Group',
        'acquired Lusignan SA → Maus Frères',
        'acquired Tessaly Software Inc. → Northwind Corp.',
      ]),
    );
  });

  it('does not read a blocked deal as an acquisition, nor make a head of state an officer of the story’s company', () => {
    const text =
      'Hallgrim Shipping AS is expanding in the US under President Donald Trump. The Commission prohibited the acquisition of Tessaly Software Inc. by Northwind Corp.';
    expect(rels(text)).toEqual([]);
  });

  it('does not give a role before an unknown capitalised name to the story company ("Former Kestrel-Vane CEO …")', () => {
    const text =
      'Brekke Shipping AS reported results. Brekke Shipping AS hired staff. Former Kestrel-Vane CEO Melvin Ostrow joined the board later.';
    expect(extract(text).relations.filter((r) => r.type === 'role')).toEqual([]);
  });
});
