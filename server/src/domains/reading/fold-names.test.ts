import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidate.ts';
import { mergeSameKey } from './fold-names.ts';

const at = (start: number, end: number) => ({ start, end });

describe('names of one key', () => {
  it('are one candidate: the fullest name, every mention, the other forms as aliases, all relations (renamed)', () => {
    const relation = { type: 'role' as const, from: 'Ruth Mbeki', to: 'Acme Ltd', role: 'chair', evidence: '…' };
    const names: Candidate[] = [
      { kind: 'person', name: 'Ruth Mbeki', normalized: 'ruth mbeki', spans: [at(30, 40)], relations: [relation] },
      { kind: 'organization', name: 'Acme Ltd', normalized: 'acme', spans: [at(50, 58)], relations: [relation] },
      { kind: 'person', name: 'Ruth Ann Mbeki', normalized: 'ruth mbeki', spans: [at(0, 14)], aliases: ['Mbeki'] },
      { kind: 'person', name: 'Ruth Mbeki’s', normalized: 'ruth mbeki', spans: [at(30, 40), at(70, 82)] },
    ];
    expect(mergeSameKey(names)).toEqual([
      {
        kind: 'person',
        name: 'Ruth Ann Mbeki',
        normalized: 'ruth mbeki',
        spans: [at(0, 14), at(30, 40), at(70, 82)],
        aliases: ['Ruth Mbeki', 'Mbeki'],
        relations: [{ ...relation, from: 'Ruth Ann Mbeki' }],
      },
      { ...names[1], relations: [{ ...relation, from: 'Ruth Ann Mbeki' }] },
    ]);
  });

  it('leaves names of distinct keys as they are', () => {
    const names: Candidate[] = [
      { kind: 'person', name: 'Acme', normalized: 'acme', spans: [at(0, 4)] },
      { kind: 'organization', name: 'Acme', normalized: 'acme', spans: [at(10, 14)] },
    ];
    expect(mergeSameKey(names)).toBe(names);
  });
});
