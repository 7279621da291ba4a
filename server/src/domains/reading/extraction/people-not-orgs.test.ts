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
