import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';
import { VOICE_TRANSFORMS } from './voice-transforms.ts';

/**
 * A metamorphic probe of honesty (issue 35): each base question, said in another voice (lower case, Title Case, no
 * articles, "w/", a polite wrapper, terse keywords, a trailing clause moved), must be read as the same query or with a
 * stated doubt — never as another query without one. Own base questions, today 2025-05-15 (a Thursday).
 */
const BASES = [
  'Companies in Germany founded after 2010',
  'People born before 1970 living in Berlin',
  'Articles published in the last two years',
  'Women aged 50 or over',
  'People in their forties',
  'Organizations with female employees',
  'Companies not based in France',
  'Articles written by people from London',
  'Organizations founded in the current decade',
  'People who work at Acme Robotics',
  'Podcasts published since March 2024',
  'Stakes below a third',
  'The ten oldest organizations',
  'The youngest people in Paris',
  'Public companies in Berlin',
  'Organizations tagged Fintech',
  'Library items that are paywalled',
  'People without an email address',
  'Companies founded between 2000 and 2005',
  'Filings published last month',
  'Men under 30 in Munich',
  'Private equity stakes of more than half',
  'Organizations headquartered in Munich or Berlin',
  'People not living in Paris',
  'Articles not published by Acme Robotics',
  'Majority stakes acquired in 2023',
  'Companies founded five years ago',
  'People aged between 30 and 40',
  'Organizations in Germany founded between 2015 and 2020',
  'Articles from last week',
  'Interviews published yesterday',
  'People at Acme Robotics born after 1990',
  'Organizations in France or Italy',
  'People born in the 1980s',
  'Companies founded before the year 2000',
  'Stakes acquired since January',
  'Public companies not in Germany',
  'Articles by Lena Fischer',
  'Stakes held by funds in France',
  'People born in 1985 and living in Munich',
  'Companies founded between 1990 and 2000 in Italy',
  // The mechanisms fixed for the eleventh blind set: a negated bare list, a past weekday.
  'Companies not in Germany, France or the Netherlands',
  'Organizations excluding Germany and France',
  'Articles published last Friday',
  'Filings published since Tuesday',
  'Companies in the US',
  'People born in March 1980',
];

describe('Operator: the same question in another voice is read the same or with a doubt', () => {
  const ctx = useTestApp();
  const { parse } = bankReader(ctx);

  it('reads every base question without a doubt (so that the probe compares against an answer)', () => {
    expect(BASES.filter((q) => parse(q).doubt)).toEqual([]);
  });

  it('never answers a transformed question with another query and no doubt', () => {
    const wrong: { voice: string; text: string; base: unknown; actual: unknown }[] = [];
    let probed = 0;
    for (const base of BASES) {
      const expected = JSON.stringify(parse(base).query);
      for (const t of VOICE_TRANSFORMS) {
        const text = t.apply(base);
        if (text === base) continue;
        probed++;
        const { query, doubt } = parse(text);
        if (JSON.stringify(query) !== expected && !doubt)
          wrong.push({ voice: t.name, text, base: JSON.parse(expected), actual: query });
      }
    }
    expect(probed).toBeGreaterThan(BASES.length * 10);
    expect(wrong).toEqual([]);
  });
});
