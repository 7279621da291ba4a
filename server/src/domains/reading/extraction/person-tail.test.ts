import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

const names = (text: string, kind: 'person' | 'organization') =>
  extract(text)
    .entities.filter((e) => e.kind === kind)
    .map((e) => e.name)
    .sort();

describe('a person after a title, a body or a plural role (issue 34 item 3)', () => {
  it('splits a party committee from its secretary', () => {
    const text = 'He met Norland Provincial Party Committee Zhou Ming and Harbour City Council Lena Voss on Friday.';
    expect(names(text, 'person')).toEqual(['Lena Voss', 'Zhou Ming']);
    expect(names(text, 'organization')).toEqual(['Harbour City Council', 'Norland Provincial Party Committee']);
  });

  it('reads the person after a ministry written as a title', () => {
    const text =
      'The delegation included Secretary of Trade and Industry Alfredo E. Pascual and Secretary of Agriculture Francisco T. Laurel.';
    expect(names(text, 'person')).toEqual(['Alfredo E. Pascual', 'Francisco T. Laurel']);
  });

  it('cuts a plural role off the name ("Vice Chairs Kenji Arata")', () => {
    expect(names('The federation named Vice Chairs Yoshinobu Arata and Keiko Morita.', 'person')).toEqual([
      'Keiko Morita',
      'Yoshinobu Arata',
    ]);
  });

  it('keeps a company named like a person whole ("Moët Hennessy Louis Vuitton")', () => {
    const text = 'Shares of Moët Hennessy Louis Vuitton rose while Tan Wei Ling sold hers.';
    expect(names(text, 'person')).toEqual(['Tan Wei Ling']);
  });
});
