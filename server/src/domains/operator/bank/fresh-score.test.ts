import { OPERATOR_DEFAULT_LIMIT, type TOperatorKind, type TOperatorQuery } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { FRESH_NOW, meaning, statesDoubt } from './fresh-score.ts';

const q = (kind: TOperatorKind, filters: [string, string, boolean?][], extra: Partial<TOperatorQuery> = {}) =>
  ({
    kind,
    search: null,
    ordering: null,
    limit: OPERATOR_DEFAULT_LIMIT,
    filters: filters.map(([name, value, negate = false]) => ({ name, value, negate })),
    ...extra,
  }) satisfies TOperatorQuery;
const same = (a: TOperatorQuery, b: TOperatorQuery) => meaning(a, FRESH_NOW, b).key === meaning(b, FRESH_NOW, a).key;

/** The fresh set's scorer: which answers count as the same query, and which as a stated doubt. */
describe('fresh-set scoring', () => {
  it('accepts the documented equivalences', () => {
    expect(same(q('people', [['has_email', 'false']]), q('people', [['has_email', 'true', true]]))).toBe(true);
    expect(
      same(
        q('organizations', [['founding_date', '2020,2029']]),
        q('organizations', [['founding_date', '2020-01-01,2029-12-31']]),
      ),
    ).toBe(true);
    expect(
      same(
        q('library', [['publish_date', '2026-11,2026-11']]),
        q('library', [['publish_date', '2026-11-01,2026-11-30']]),
      ),
    ).toBe(true);
    expect(same(q('ledger', [['inv_date', '2025-06-05,']]), q('ledger', [['inv_date', '2025-06-05,2026-12-05']]))).toBe(
      true,
    );
    expect(
      same(q('ledger', [['ownership_percentage', '50.00001,']]), q('ledger', [['ownership_percentage', '50.0001,']])),
    ).toBe(true);
    expect(
      same(
        q('organizations', [
          ['vehicle_type', 'PE,VC'],
          ['has_email', 'true'],
        ]),
        q('organizations', [
          ['has_email', 'true'],
          ['vehicle_type', 'VC,PE'],
        ]),
      ),
    ).toBe(true);
    expect(same(q('people', []), q('people', [], { ordering: '-updated_at' }))).toBe(true);
  });

  it('tells apart queries that find other rows', () => {
    expect(
      same(
        q('organizations', [['founding_date', '2021-12-05,']]),
        q('organizations', [['founding_date', '2021-12-06,']]),
      ),
    ).toBe(false);
    expect(same(q('ledger', [['inv_date', '2025,2025']]), q('ledger', [['inv_date', '2025-01-01,2025-06-30']]))).toBe(
      false,
    );
    expect(
      same(q('ledger', [['ownership_percentage', '50,']]), q('ledger', [['ownership_percentage', '50.0001,']])),
    ).toBe(false);
    expect(same(q('organizations', [], { search: "'Capital'" }), q('organizations', [], { search: 'Capital' }))).toBe(
      false,
    );
    expect(same(q('organizations', [['hq_city', '1,2', true]]), q('organizations', [['hq_city', '1,2']]))).toBe(false);
    expect(same(q('people', [], { limit: 1 }), q('people', []))).toBe(false);
  });

  it('reads a relation filter as the dedicated filter that selects the same set, alone in its relation only', () => {
    const org = (...filters: [string, string, boolean?][]) => q('organizations', filters);
    expect(
      same(org(['vehicles.vehicle_type', 'PE'], ['hq_geo', '3']), org(['vehicle_type', 'PE'], ['hq_geo', '3'])),
    ).toBe(true);
    expect(same(org(['vehicles.vehicle_type', 'PE', true]), org(['vehicle_type', 'PE', true]))).toBe(true);
    expect(same(org(['staff.gender', 'F']), org(['staff_gender', 'F']))).toBe(true);
    expect(same(q('people', [['employer.hq_geo', '3']]), q('people', [['employer_geo', '3']]))).toBe(true);
    expect(same(q('people', [['employer.hq_city', '1']]), q('people', [['employer_city', '1']]))).toBe(true);
    expect(same(q('library', [['authors.organization', '1']]), q('library', [['author_organization', '1']]))).toBe(
      true,
    );
    // Two filters through one relation meet on one ledger entry: not the same as any PE entry and any 2020 entry.
    expect(
      same(
        org(['vehicles.vehicle_type', 'PE'], ['vehicles.inv_date', '2020,']),
        org(['vehicle_type', 'PE'], ['vehicles.inv_date', '2020,']),
      ),
    ).toBe(false);
    // The negated one is a condition of its own, so it stays the same set beside another.
    expect(
      same(
        org(['vehicles.vehicle_type', 'PE', true], ['vehicles.inv_date', '2020,']),
        org(['vehicle_type', 'PE', true], ['vehicles.inv_date', '2020,']),
      ),
    ).toBe(true);
    // Another relation's filter of the same name is another set.
    expect(same(q('ledger', [['holder.vehicle_type', 'PE']]), q('ledger', [['vehicle_type', 'PE']]))).toBe(false);
  });

  it('counts "Not used", a doubt or an error as a stated doubt, and nothing else', () => {
    const query = q('people', []);
    expect(statesDoubt({ query, notes: ['Not used: "decade" — …'], errors: [] })).toBe(true);
    expect(statesDoubt({ query, notes: [], errors: [], doubt: 'Not sure: "decade" …' })).toBe(true);
    expect(statesDoubt({ query, notes: [], errors: ['Ask a question.'] })).toBe(true);
    expect(
      statesDoubt({
        query,
        notes: ['Read as people: "people at" — who works where is recorded on people.'],
        errors: [],
      }),
    ).toBe(false);
  });
});
