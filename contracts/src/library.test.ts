import { describe, expect, it } from 'vitest';
import { cagr } from './library.ts';

describe('cagr', () => {
  it('computes the compound annual growth rate', () => {
    const r = cagr(100, 200, 5);
    expect('rate' in r && r.rate).toBeCloseTo(0.148698, 5);
    const flat = cagr(50, 50, 3);
    expect('rate' in flat && flat.rate).toBe(0);
    const down = cagr(200, 100, 2);
    expect('rate' in down && down.rate).toBeCloseTo(-0.292893, 5);
  });

  it('answers a clear message for a zero or negative start, or no period', () => {
    expect(cagr(0, 10, 2)).toEqual({ error: expect.stringMatching(/start value must be above zero/) });
    expect(cagr(-5, 10, 2)).toEqual({ error: expect.stringMatching(/start value must be above zero/) });
    expect(cagr(5, 10, 0)).toEqual({ error: expect.stringMatching(/longer than zero/) });
    expect(cagr(5, -1, 2)).toEqual({ error: expect.stringMatching(/must not be negative/) });
    expect(cagr(Number.NaN, 1, 1)).toEqual({ error: 'Enter numbers.' });
  });
});
