import { describe, expect, it } from 'vitest';
import { displayEmail, ZParseTextBody } from './emails.ts';

describe('displayEmail', () => {
  it('cuts the local part to 8 characters (SPEC §9) and keeps the domain', () => {
    expect(displayEmail('ada.lovelace@example.co.uk')).toBe('ada.love…@example.co.uk');
    expect(displayEmail('ada@example.com')).toBe('ada@example.com');
    expect(displayEmail('12345678@x.com')).toBe('12345678@x.com');
  });
});

describe('ZParseTextBody', () => {
  it('wants some text, and nothing else', () => {
    expect(ZParseTextBody.safeParse({ raw_text: 'ada@example.com' }).success).toBe(true);
    expect(ZParseTextBody.safeParse({ raw_text: '  \n ' }).success).toBe(false);
    expect(ZParseTextBody.safeParse({}).success).toBe(false);
    expect(ZParseTextBody.safeParse({ raw_text: 'a', other: 1 }).success).toBe(false);
  });
});
