import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';
import { TAGGER, type TaggerModel } from './tagger-pieces.ts';
import type { Entity } from './types.ts';
import type { VerifierModel } from './verifier.ts';

const TEXT =
  'Acme Robotics GmbH hired Dr. Jane Okafor as chief executive. Acme Robotics said Okafor starts in May. ' +
  'Okafor previously ran Brightwell Ltd.';

const withVerifier = (verifier: VerifierModel): TaggerModel => ({ ...(TAGGER as TaggerModel), verifier });

describe('entity verifier', () => {
  it('sees every mention of an entity: its legal form, its title, the words around it', () => {
    const seen = new Map<string, string[]>();
    const open = { person: Number.NEGATIVE_INFINITY, organization: Number.NEGATIVE_INFINITY };
    const r = extract(
      TEXT,
      new Set(),
      () => false,
      withVerifier({ weights: new Map(), threshold: open, trace: (e, f) => seen.set(e.name, f) }),
    );
    expect(r.entities.map((e) => e.name).sort()).toEqual(['Acme Robotics GmbH', 'Brightwell Ltd.', 'Jane Okafor']);
    const acme = seen.get('Acme Robotics GmbH') ?? [];
    expect(acme).toEqual(expect.arrayContaining(['o', 'olegal', 'on=2', 'opost=hired', 'opost=said', 'ofirst']));
    const okafor = seen.get('Jane Okafor') ?? [];
    expect(okafor).toEqual(
      expect.arrayContaining(['p', 'ptitle', 'pn=3', 'ppost=starts', 'ppre=said', 'ppost=previously']),
    );
  });

  it('drops an entity scored under its kind’s threshold, and the relations it was part of', () => {
    const threshold = { person: 0, organization: 0 };
    const r = extract(
      TEXT,
      new Set(),
      () => false,
      withVerifier({
        weights: new Map([
          ['o', -1],
          ['p', 1],
        ]),
        threshold,
      }),
    );
    expect(r.entities.map((e: Entity) => e.name)).toEqual(['Jane Okafor']);
    expect(r.relations).toEqual([]);
    const kept = extract(
      TEXT,
      new Set(),
      () => false,
      withVerifier({
        weights: new Map([
          ['olegal', 2],
          ['o', -1],
        ]),
        threshold,
      }),
    );
    expect(kept.entities.map((e) => e.name).sort()).toEqual(['Acme Robotics GmbH', 'Brightwell Ltd.', 'Jane Okafor']);
    expect(kept.relations.length).toBeGreaterThan(0);
  });

  it('as committed, may reject people only (its organization threshold was not kept: eleventh session)', () => {
    const v = TAGGER?.verifier;
    expect(v?.threshold.organization).toBe(Number.NEGATIVE_INFINITY);
    expect(v?.threshold.person).toBeGreaterThan(Number.NEGATIVE_INFINITY);
    expect([...(v?.weights.keys() ?? [])].every((f) => f.startsWith('p'))).toBe(true);
  });
});
