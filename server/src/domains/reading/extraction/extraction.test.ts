import { describe, expect, it } from 'vitest';
import { snippetAround } from '../recognise.ts';
import { DEV } from './eval/dev.ts';
import { precision, recall, score } from './eval/score.ts';
import { extract } from './extract.ts';
import { sentences } from './segment.ts';

const ISSUE =
  'Berlin, 3 March 2021. Jane Okafor, chief executive of Quillwright Robotics GmbH, signed a supply deal with Halvorsen Maritime AS. The agreement was negotiated by Tomas Lindqvist of Northbay Capital Partners, reachable at tomas.lindqvist@northbaycap.example.';

describe('extraction', () => {
  it('finds both companies and both people of the issue paragraph, and splits "X of Y"', () => {
    const { entities, relations } = extract(ISSUE, new Set(['berlin']));
    const names = (kind: string) => entities.filter((e) => e.kind === kind).map((e) => e.name);
    expect(names('person').sort()).toEqual(['Jane Okafor', 'Tomas Lindqvist']);
    expect(names('organization').sort()).toEqual([
      'Halvorsen Maritime AS',
      'Northbay Capital Partners',
      'Quillwright Robotics GmbH',
    ]);
    expect(relations).toContainEqual(
      expect.objectContaining({
        type: 'role',
        from: 'Jane Okafor',
        to: 'Quillwright Robotics GmbH',
        role: 'chief executive',
      }),
    );
    expect(relations).toContainEqual(
      expect.objectContaining({ type: 'role', from: 'Tomas Lindqvist', to: 'Northbay Capital Partners' }),
    );
  });

  it('reads a surname compromise knows as a famous person ("Reilly") as a surname, not an ordinary word', () => {
    const { entities, relations } = extract('Quayside Robotics was founded by Elena Vasquez and Tom Reilly in 2021.');
    expect(entities.filter((e) => e.kind === 'person').map((e) => e.name)).toEqual(['Elena Vasquez', 'Tom Reilly']);
    expect(relations).toContainEqual(expect.objectContaining({ type: 'founder', from: 'Tom Reilly' }));
  });

  it('cuts sentences at the right periods (titles, initials, U.S., legal forms)', () => {
    const text =
      'Meanwhile Kestrel Analytics Ltd said it had hired Dr. Samuel Okafor as chief scientist. He worked for J. R. Miller in the U.S. for years. It bought Acme Ltd. The deal closed.';
    expect(sentences(text).map((s) => text.slice(s.start, s.end))).toEqual([
      'Meanwhile Kestrel Analytics Ltd said it had hired Dr. Samuel Okafor as chief scientist.',
      'He worked for J. R. Miller in the U.S. for years.',
      'It bought Acme Ltd.',
      'The deal closed.',
    ]);
    const at = text.indexOf('Samuel');
    expect(snippetAround(text, { start: at, end: at + 13 }).snippet).toBe(
      'Meanwhile Kestrel Analytics Ltd said it had hired Dr. Samuel Okafor as chief scientist.',
    );
    const names = extract(text).entities.map((e) => e.name);
    expect(names).toContain('Kestrel Analytics Ltd');
    expect(names.some((n) => n.startsWith('Meanwhile'))).toBe(false);
  });

  it('folds later short forms into one entity with aliases (surname, family name first, Ms., acronyms)', () => {
    const text =
      'Tan Wei Ling founded Merlion Grid Pte Ltd. Tan said the Energy Market Authority (EMA) agreed. Ms. Tan thanked the EMA. Merlion Grid will hire.';
    const { entities } = extract(text);
    const tan = entities.filter((e) => e.kind === 'person');
    expect(tan).toHaveLength(1);
    expect(tan[0]?.name).toBe('Tan Wei Ling');
    expect(tan[0]?.mentions.length).toBe(3);
    const ema = entities.find((e) => e.name === 'Energy Market Authority');
    expect(ema?.aliases).toContain('EMA');
    expect(ema?.mentions.length).toBe(3);
    const merlion = entities.find((e) => e.name.startsWith('Merlion Grid Pte Ltd'));
    expect(merlion?.aliases).toContain('Merlion Grid');
    expect(entities).toHaveLength(3);
  });

  it('scores at least 0.85 precision and 0.80 recall on the development half', () => {
    const s = score(DEV, (text) => extract(text));
    for (const t of [s.people, s.organizations]) {
      expect(precision(t)).toBeGreaterThanOrEqual(0.85);
      expect(recall(t)).toBeGreaterThanOrEqual(0.8);
    }
    expect(precision(s.relations)).toBeGreaterThanOrEqual(0.8);
  });
});

describe('extraction through recognise (what processing calls)', () => {
  it('keeps names with lower-case particles (bin, van der) as people', async () => {
    const { recognise } = await import('../recognise.ts');
    const text =
      'Kencana Palm Berhad named Ahmad Faizal bin Rahman as its new chairman. The haulier is run by Pieter van der Berg, its managing director.';
    const people = recognise(text)
      .candidates.filter((c) => c.kind === 'person')
      .map((c) => c.name);
    expect(people.sort()).toEqual(['Ahmad Faizal bin Rahman', 'Pieter van der Berg']);
  });
});

describe('extraction on long documents', () => {
  // Found while measuring: relations, short forms and folding compared every name with every other
  // (8,000 distinct companies took 7 s); each step is now a lookup. The time goal (under 4 s) is the bench's
  // (`npm run bench:hostile-texts -w bench`, "8,000 distinct companies"): a timing assert here failed under CI
  // load. Here: every company is found, each once, with its one mention (no name folded into another).
  it('finds each of 8,000 distinct companies once', async () => {
    const { recognise } = await import('../recognise.ts');
    const text = Array.from({ length: 8000 }, (_, i) => `Zq${i.toString(36)} Holdings rose.`).join(' ');
    const found = recognise(text).candidates;
    expect(found).toHaveLength(8000);
    expect(new Set(found.map((c) => c.name)).size).toBe(8000);
  });
});

describe('a surname as the speaker of a sentence', () => {
  // Found in review: "…, Okafor said." after a list of companies read as one more company of the list.
  const people = (text: string, rejects?: Set<string>) => {
    const { entities } = extract(text, rejects);
    return {
      orgs: entities.filter((e) => e.kind === 'organization').map((e) => e.name),
      person: entities.find((e) => e.name === 'Jane Okafor'),
    };
  };

  it('corefers "…, Okafor said." with the person named before, never an organization', () => {
    for (const text of [
      'Jane Okafor runs Quillwright Robotics GmbH. The company signed a supply deal with Halvorsen Maritime AS, Okafor said.',
      'Jane Okafor runs Quillwright Robotics GmbH. The round was led by Northbay Capital Partners, Okafor said.',
      'Jane Okafor runs Quillwright Robotics GmbH. Backers including Fjordlys and Pellmore joined, Okafor told reporters.',
    ]) {
      const { orgs, person } = people(text);
      expect(orgs).not.toContain('Okafor');
      expect(person?.aliases).toContain('Okafor');
      expect(person?.mentions).toHaveLength(2);
    }
  });

  it('is not an organization when the full name is a known record (not extracted) either', () => {
    const text =
      'Jane Okafor runs Quillwright Robotics GmbH. The company signed a supply deal with Halvorsen Maritime AS, Okafor said.';
    expect(people(text, new Set(['jane okafor'])).orgs).toEqual(['Quillwright Robotics GmbH', 'Halvorsen Maritime AS']);
  });

  it('still reads a company with a legal form as the speaker', () => {
    const text = 'The round was led by Northbay Capital Partners, Halvorsen Maritime AS said.';
    expect(people(text).orgs).toEqual(['Northbay Capital Partners', 'Halvorsen Maritime AS']);
  });
});
