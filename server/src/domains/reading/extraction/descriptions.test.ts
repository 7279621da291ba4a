import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';
import { tokenize } from './tokens.ts';

// Issue 34 item 2: organizations with no legal form or head noun, known by the description before them.
// Every example is written for these tests.
const byKind = (text: string) => Object.fromEntries(extract(text).entities.map((e) => [e.name, e.kind] as const));

describe('a description before a name (classify.ts)', () => {
  it('reads a name after "the shipping company", "chipmaker", "startup" or "venture capital groups" as an organization', () => {
    const found = byKind(
      'Revenue at the shipping company Brevmark rose. Italian chipmaker Solvane grew, and the payments startup Quillo raised money from venture capital groups Tarn Fund, Ostrava Partners and Lumen Capital.',
    );
    expect(found).toMatchObject({
      Brevmark: 'organization',
      Solvane: 'organization',
      Quillo: 'organization',
      'Tarn Fund': 'organization',
      'Ostrava Partners': 'organization',
      'Lumen Capital': 'organization',
    });
  });

  it('reads the parties of a deal written as a noun, a name "which offers …" and the armed services', () => {
    const found = byKind(
      'Regulators approved the proposed acquisition of Solvane by Quillo. After the sale of the cloud startup Tarnix to Brevmark, Lumio, which offers microloans, grew. The Marine Corps and the U.S. Navy took part.',
    );
    expect(found).toMatchObject({
      Solvane: 'organization',
      Quillo: 'organization',
      Tarnix: 'organization',
      Brevmark: 'organization',
      Lumio: 'organization',
      'Marine Corps': 'organization',
    });
  });

  it('does not read a description that is part of a title before it ("Global start-up Ecosystem Report")', () => {
    expect(Object.keys(byKind('The Global start-up Ecosystem Report 2017 was published in May.'))).not.toContain(
      'Ecosystem Report',
    );
  });
});

describe('a possessive mark read in the wrong encoding, as published', () => {
  it('splits "Groupâs" like "Group’s" and reads the person named by it', () => {
    const words = tokenize('Tarn Groupâs Venu Rao', 0, 21).map((t) => t.text);
    expect(words).toEqual(['Tarn', 'Group', 'âs', 'Venu', 'Rao']);
    const found = extract('The panel comprised Tarn Holdings Groupâs Venu Rao and others.');
    expect(found.relations.map((r) => `${r.from} → ${r.to}`)).toContain('Venu Rao → Tarn Holdings Group');
  });
});

describe('people and former names (extract.ts)', () => {
  it('keeps "Sheikh" or "Sheikha" in the name, and a quoted nickname in brackets as an alias', () => {
    const found = extract(
      'The ruler Sheikh Rashid (“RbK”) met Sheikha Mariam. Later, RbK named Sheikh Saif his adviser.',
    ).entities.filter((e) => e.kind === 'person');
    expect(found.map((e) => e.name).sort()).toEqual(['Sheikh Rashid', 'Sheikh Saif', 'Sheikha Mariam']);
    expect(found.find((e) => e.name === 'Sheikh Rashid')?.aliases).toContain('RbK');
  });

  it('reads a former name as an alias ("formerly known as", "until recently known as")', () => {
    const found = extract(
      'Brevik Energi ASA (formerly known as Nordsjø Olje ASA) grew. Halvard Group – until recently known as Halvard Shipping ASA – shrank.',
    ).entities.filter((e) => e.kind === 'organization');
    expect(found.map((e) => e.name).sort()).toEqual(['Brevik Energi ASA', 'Halvard Group']);
    expect(found.find((e) => e.name === 'Brevik Energi ASA')?.aliases).toContain('Nordsjø Olje ASA');
  });

  it('reads a speaker after "said" and a name before ", a lawyer in …" as a person', () => {
    const people = extract(
      '“It takes years,” said Frank Nagorwick, a lawyer in Cleveland. Maria Oskarova, a consultant, agreed.',
    )
      .entities.filter((e) => e.kind === 'person')
      .map((e) => e.name);
    expect(people).toEqual(expect.arrayContaining(['Frank Nagorwick', 'Maria Oskarova']));
  });

  it('reads unknown names in a list of people as people, but not a nationality', () => {
    const people = extract(
      'Vice chairs Jane Okafor, Toshiaki Higashira, Kazuhiro Tsugami, and Tomoko Nambara will step down; the panel heard Kumar Bhatta, Indian-origin British professor.',
    )
      .entities.filter((e) => e.kind === 'person')
      .map((e) => e.name);
    expect(people).toEqual(expect.arrayContaining(['Toshiaki Higashira', 'Kazuhiro Tsugami']));
    expect(people).not.toContain('Indian-origin British');
  });
});

describe('short forms: a group beside one of its companies, a hyphenated surname', () => {
  it('keeps "Samsung" apart from "Samsung Electronics" but joins "Toyota" to "Toyota Motor Corp."', () => {
    const found = extract(
      'Samsung Electronics grew; Samsung Chairman Lee Jae-yong spoke. Toyota Motor Corp. said Toyota would grow.',
    );
    expect(
      found.entities
        .filter((e) => e.kind === 'organization')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Samsung', 'Samsung Electronics', 'Toyota Motor Corp.']);
    expect(found.relations.map((r) => `${r.from} → ${r.to}`)).toContain('Lee Jae-yong → Samsung');
  });

  it('joins "Al-Mansoori" to "Khaldoun Al Mansoori"', () => {
    const found = extract(
      'Khaldoun Al Mansoori told reporters that Dune Capital LLC would grow. Al-Mansoori said more.',
    );
    expect(found.entities.find((e) => e.name === 'Khaldoun Al Mansoori')?.aliases).toContain('Al-Mansoori');
  });
});
