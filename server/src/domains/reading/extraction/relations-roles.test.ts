import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34 item 4: roles read from a clause's grammar. Every sentence is written for these tests (none is taken
// from the real-news set).
const rels = (text: string) => extract(text).relations.map((r) => `${r.type} ${r.from} → ${r.to}`);
const people = (text: string) =>
  extract(text)
    .entities.filter((e) => e.kind === 'person')
    .map((e) => e.name);

describe('roles from a clause: a person, a verb of holding a post, one or more "role of ⟦O⟧"', () => {
  it('reads every post of a list joined by "and" and "as well as"', () => {
    const text =
      'Lindqvist said Marta Okonkwo has previously served as the mayor of the Harbour City Council and the president of the Northern Ports Authority as well as the chair of the Coastal Towns Association.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'role Marta Okonkwo → Harbour City Council',
        'role Marta Okonkwo → Northern Ports Authority',
        'role Marta Okonkwo → Coastal Towns Association',
      ]),
    );
    expect(rels(text).filter((r) => r.startsWith('role Lindqvist'))).toEqual([]);
  });

  it('reads "who also serves as", "will remain" and a role in brackets listing two companies', () => {
    expect(
      rels('Tomas Berglund, who also serves as the chairman of Fjordvik Holdings ASA, will lead the board.'),
    ).toContain('role Tomas Berglund → Fjordvik Holdings ASA');
    expect(rels('Ayesha Rahman will remain chairman of Kestrel Properties Ltd for now.')).toContain(
      'role Ayesha Rahman → Kestrel Properties Ltd',
    );
    const text =
      'Two directors will run the new company: Pieter Vos (the current general manager of Duinfiets BV and Polder Cycles BV) and Anna Smit.';
    expect(rels(text)).toEqual(
      expect.arrayContaining(['role Pieter Vos → Duinfiets BV', 'role Pieter Vos → Polder Cycles BV']),
    );
  });

  it('reads a verb of leading with every organization it lists', () => {
    const text =
      'Besides Qaswa Capital, Hamdan Al Rumaithi chairs Qaswa Ports, Falaj Energy PJSC and Nakheel Rail LLC.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'role Hamdan Al Rumaithi → Qaswa Ports',
        'role Hamdan Al Rumaithi → Falaj Energy PJSC',
        'role Hamdan Al Rumaithi → Nakheel Rail LLC',
      ]),
    );
  });

  it('gives an appointee with an honorific to the appointing body, and reads "has been with ⟦O⟧"', () => {
    expect(
      rels(
        'The Federal Rubber Development Authority (Ferda) has appointed Datuk Zulkifli Abdul Rahim as its new director-general.',
      ),
    ).toContain('role Zulkifli Abdul Rahim → Federal Rubber Development Authority');
    expect(rels('Henrik Dahl has been with Skagerrak Line A/S since 1991.')).toContain(
      'role Henrik Dahl → Skagerrak Line A/S',
    );
  });

  it('does not give a post to the person who only speaks about it', () => {
    const text = 'Karin Holm said the board of Vesterhav Energy ASA is the owner of the plant.';
    expect(rels(text).filter((r) => r.startsWith('role Karin Holm'))).toEqual([]);
  });
});

describe('seats on a board named without "of ⟦O⟧"', () => {
  it('gives the people appointed to "the board" a seat on the board of the organization the sentence is about', () => {
    const text =
      'Fjordvik Holdings ASA said that Ingrid Moe, a former banker, and Lars Lundgren would be appointed to the board.';
    expect(rels(text)).toEqual(
      expect.arrayContaining([
        'board Ingrid Moe → Fjordvik Holdings ASA',
        'board Lars Lundgren → Fjordvik Holdings ASA',
      ]),
    );
  });

  it('reads "a member of the board of management" as a seat on the sentence’s organization’s board', () => {
    expect(rels('At Kestrel Freight Ltd, Anna Smit is a member of the board of management.')).toContain(
      'board Anna Smit → Kestrel Freight Ltd',
    );
  });
});

describe('a list is not prose', () => {
  it('reads no relation in a "sentence" of more names than any prose sentence holds', () => {
    const names = Array.from({ length: 60 }, (_, i) => `Marta Okonkwo${String.fromCharCode(65 + (i % 26))}${i}`);
    const text = `${names.join(', ')} and Lars Berg founded Fjordvik Holdings ASA.`;
    expect(rels(text)).toEqual([]);
    expect(rels('Lars Berg and Ingrid Moe founded Fjordvik Holdings ASA.')).toEqual(
      expect.arrayContaining([
        'founder Lars Berg → Fjordvik Holdings ASA',
        'founder Ingrid Moe → Fjordvik Holdings ASA',
      ]),
    );
  });
});

describe('a given name the lists lack before a known name part', () => {
  it('keeps "Maimunah Mohd Sharif" whole, but not a role or a body before a name', () => {
    expect(people('Datuk Seri Dr Rosnani Mohd Yusof is the right person for the job.')).toContain('Rosnani Mohd Yusof');
    expect(people('Vice-mayor Tang Wei spoke first.')).toContain('Tang Wei');
  });

  it('reads "Vos" as a surname, not the Czech legal form "v.o.s."', () => {
    expect(people('Pieter Vos said the plant would reopen.')).toContain('Pieter Vos');
    expect(
      extract('Kovo Praha v.o.s. said the plant would reopen.').entities.map((e) => `${e.kind} ${e.name}`),
    ).toContain('organization Kovo Praha v.o.s.');
  });
});
