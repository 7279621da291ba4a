import { OPERATOR_MAX_TEXT } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('Operator: long questions (issue 13 item 12)', () => {
  const ctx = useTestApp();

  it('answers 400 with a message, never 500, for questions past the query’s search length', async () => {
    const tenant = await createTenant(ctx.database);
    const ask = (text: string) =>
      request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', {
        host: tenant.host,
        body: { text },
      });
    const words = (n: number) =>
      Array.from({ length: n }, (_, i) => `zorblax${i}`)
        .join(' ')
        .slice(0, n);
    for (const n of [199, 200, 201, 250, OPERATOR_MAX_TEXT]) {
      const res = await ask(words(n));
      expect(res.status, `${n} characters: ${res.text}`).toBeLessThan(500);
      if (res.status === 400) expect(res.body.detail).toMatch(/ask a shorter question/);
      else expect(res.status).toBe(200);
    }
    const long = await ask(words(201));
    expect(long.status).toBe(400);
    expect(long.body.errors.text[0]).toMatch(/more than 200 characters/);
  });
});
