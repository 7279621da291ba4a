import { describe, expect, it } from 'vitest';
import { displayName, formatCount } from './format.ts';

describe('formatting', () => {
  it('shows counts with thousands separators and - for zero or missing', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('-');
    expect(formatCount(undefined)).toBe('-');
    expect(formatCount(7)).toBe('7');
  });

  it('shows the alias, or the first 8 characters of the email local part', () => {
    expect(displayName('Boss', 'a@b.c')).toBe('Boss');
    expect(displayName(null, 'christopher.long@example.com')).toBe('christop');
    expect(displayName('  ', 'ann@example.com')).toBe('ann');
  });
});
