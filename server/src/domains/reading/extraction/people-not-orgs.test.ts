import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34, ninth session: people an organization's context made organizations. Every example is written for these
// tests (no passage of the real-news set), with invented names.
const kinds = (text: string) => extract(text).entities.map((e) => `${e.kind}:${e.name}`);

describe('a person in an organization’s context', () => {
  it('names of the lists with a person’s apposition after them are a person, after an investor list too', () => {
    expect(kinds('The round was led by Naveen Kulkarni, former CEO, Quill Coffee House.')).toContain(
      'person:Naveen Kulkarni',
    );
    expect(kinds('The founders, including Vishnu Reddy, former Group CEO of Quorvik Healthcare, joined.')).toContain(
      'person:Vishnu Reddy',
    );
    expect(kinds('One reason was that Eiji Kuroda, the first president of the company, had worked there.')).toEqual([
      'person:Eiji Kuroda',
    ]);
  });

  it('the name after "the chairman of X," holds the role; a name "of" an organization in a list is no company', () => {
    expect(kinds('The chairman of Marrowfield Group, Jabu Ntuli, will step down in July.')).not.toContain(
      'organization:Jabu Ntuli',
    );
    expect(
      kinds(
        'Professors Park Min-jae of the Cardiology Department and Cheong Hyun-woo of the Surgery Department spoke.',
      ),
    ).not.toContain('organization:Cheong Hyun-woo');
    // A list of companies is still read as one.
    expect(kinds('The chairman of Marrowfield Group, Quorvik and Telmaro Holdings met.')).toContain(
      'organization:Quorvik',
    );
  });
});

// Tenth session: a person's given name cut short or written out later in the text is the same person.
describe('one person with the given name written two ways', () => {
  const people = (text: string) =>
    extract(text)
      .entities.filter((e) => e.kind === 'person')
      .map((e) => [e.name, ...e.aliases].sort().join(' | '));

  it('joins a given name cut short to the full one, in either order', () => {
    expect(people('Christopher J. Quarmby, who founded Velmora, died on Monday. Chris Quarmby was 79.')).toEqual([
      'Chris Quarmby | Christopher J. Quarmby',
    ]);
    expect(people('Alex Okonkwo joined in May. Alexander Okonkwo was born in Enugu in 1980.')).toEqual([
      'Alex Okonkwo | Alexander Okonkwo',
    ]);
  });

  it('keeps two people apart when the surnames differ or the names are two names ("Ann" / "Anna")', () => {
    expect(people('Chris Quarmby met Christopher Ellwood in Leeds.')).toHaveLength(2);
    expect(people('Anna Lindqvist met Ann Lindqvist, her cousin, in Lund.')).toHaveLength(2);
  });
});

describe('short forms of a name joined to a longer one', () => {
  it('name the longer entity afterwards ("Mr. Quarmby" after "Chris Quarmby" joined "Christopher J. Quarmby")', () => {
    const text =
      'Chris Quarmby, who founded Velmora, died on Monday. His family mourned Christopher J. Quarmby. Mr. Quarmby was 79.';
    const people = extract(text).entities.filter((e) => e.kind === 'person');
    expect(people.map((e) => e.name)).toEqual(['Christopher J. Quarmby']);
    expect(people[0]?.mentions).toHaveLength(3);
  });
});
