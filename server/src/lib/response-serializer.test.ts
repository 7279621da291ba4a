import { ZOrganization, ZPage } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compilePicker } from './response-serializer.ts';

describe('response picker', () => {
  it('keeps only the declared keys, at every depth, as zod does', () => {
    const schema = z.object({
      id: z.number(),
      name: z.string().nullable(),
      notes: z.string().optional(),
      people: z.array(z.object({ id: z.number(), role: z.string() })),
      date: z.object({ date: z.string().nullable(), incomplete: z.boolean().default(false) }).strict(),
      fields: z.record(z.string(), z.unknown()),
    });
    const pick = compilePicker(schema);
    expect(pick).not.toBeNull();
    const row = {
      id: 1,
      name: null,
      admin_notes: 'internal', // a key a presenter left in: never answered
      people: [{ id: 2, role: 'CEO', email: 'private@example.org' }],
      date: { date: '2020-01-01', incomplete: true },
      fields: { anything: { nested: 1 } },
    };
    const picked = JSON.stringify(pick?.(row));
    expect(picked).toBe(JSON.stringify(z.encode(schema, row as never)));
    expect(picked).not.toContain('internal');
    expect(picked).not.toContain('private@example.org');
  });

  it('compiles the list pages of the curated records', () => {
    expect(compilePicker(ZPage(ZOrganization))).not.toBeNull();
  });

  it('leaves to zod what depends on the value: unions, loose objects, transforms', () => {
    expect(compilePicker(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
    expect(compilePicker(z.object({ a: z.string() }).loose())).toBeNull();
    expect(compilePicker(z.object({ a: z.string().transform((s) => s.length) }))).toBeNull();
  });
});
