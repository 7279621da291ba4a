import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * The schema's reading (joins.ts `schemaReach`, issue 35 item 2): a piece the answer's kind has no filter for, in a
 * question that names a related kind, is read through the data model's relation to the one named kind that takes it,
 * and the guess is stated. Own sentences (terse and fragmentary, so that no phrase rule joins them), today 2025-05-15.
 */
describe('Operator: pieces read through the relation the question names', () => {
  const ctx = useTestApp();
  const { parse, expected, check } = bankReader(ctx);

  it('reads a condition of a named related kind through its relation, with the guess stated', () => {
    const cases: [string, string, string][] = [
      ['library entries: publisher Norway', 'lib; publisher.hq_geo=@geo:NO', 'publisher'],
      ['reports — authors female', 'lib; type=Report; authors.gender=F', 'author'],
      ['stakes, holder Private', 'led; holder.ownership_type=Private', 'organization'],
      ['contacts, employer Norway', 'ppl; employer_geo=@geo:NO', 'employer'],
    ];
    for (const [q, want, rel] of cases) {
      const p = parse(q);
      expect(p.query, q).toEqual(expected(want));
      // A guess is never a confident answer: the note says which relation it read.
      expect(p.doubt, q).toMatch(/^Not sure: /);
      expect(p.notes.join(' '), q).toContain(`read as describing their ${rel}`);
    }
  });

  it('reads a "whose" clause of a related kind\'s own fields as describing that kind', () => {
    check([
      ['people working at organisations whose visibility is set to hidden', 'ppl; employer.visibility=hidden'],
      ['reports by people whose gender is female', 'lib; type=Report; authors.gender=F'],
    ]);
    // A "whose" clause of the answer's own kind stays its own; one of words that are no field is not read so.
    expect(parse('people whose visibility is hidden').query).toEqual(expected('ppl; visibility=hidden'));
  });

  it('leaves the piece unused when no named kind, or more than one, takes it', () => {
    // No related kind named: the country of a library entry is not guessed.
    const bare = parse('library entries Norway');
    expect(bare.query.filters, 'bare').toEqual([]);
    expect(bare.withheld).toBe(true);
    // A negated kind word ("without staff") names no relation to read a condition through.
    const negated = parse('organizations without staff, female');
    expect(negated.query.filters.some((f) => f.name === 'staff.gender' && !f.negate)).toBe(false);
  });
});
