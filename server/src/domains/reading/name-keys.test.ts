import { describe, expect, it } from 'vitest';
import { organizationFingerprint, personFingerprint } from './name-keys.ts';

describe('name keys', () => {
  it('a person is kept under given and family name: case, accents, punctuation, titles, middle names aside', () => {
    for (const name of ['Jane Okafor', 'Dr. Jane A. Okafor', 'JANE OKAFOR', 'Jané Okafor', 'Prof. Jane Okafor'])
      expect(personFingerprint(name)).toBe('jane okafor');
    // A generational suffix tells a father from a son: "Jr." and "Sr." are two people (kept after the surname).
    expect(personFingerprint('Prof. Jane A. Okafor, Jr.')).toBe('jane okafor jr');
    expect(personFingerprint('Jon Huntsman Jr.')).not.toBe(personFingerprint('Jon Huntsman Sr.'));
    expect(personFingerprint('Jane Mary Okafor')).toBe('jane okafor');
    expect(personFingerprint('Pieter van der Berg')).toBe('pieter van der berg');
    expect(personFingerprint('Dr. Pieter Jan van der Berg')).toBe('pieter van der berg');
    expect(personFingerprint('Jane Okafor')).not.toBe(personFingerprint('John Okafor'));
  });

  it('keeps every word of family-name-first names and patronyms (their middle words are not middle names)', () => {
    expect(personFingerprint('Tan Wei Ling')).toBe('tan wei ling');
    expect(personFingerprint('Tan Wei Ling')).not.toBe(personFingerprint('Tan Mei Ling'));
    expect(personFingerprint('Ahmad Faizal bin Rahman')).toBe('ahmad faizal bin rahman');
    // A weak title (Tan, Lord) is never dropped: it may be the family name.
    expect(personFingerprint('Tan Sri Lim')).toBe('tan sri lim');
  });

  it('an organization is kept without its legal form', () => {
    expect(organizationFingerprint('Acme Robotics GmbH')).toBe(organizationFingerprint('ACME Robotics, Inc.'));
    expect(organizationFingerprint('Mitsui & Co.')).toBe('mitsui');
    expect(organizationFingerprint('Johnson & Johnson')).toBe('johnson & johnson');
  });
});
