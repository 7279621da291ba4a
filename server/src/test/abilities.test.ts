import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { definedAbilities } from '../policies/abilities.ts';
import { MATRIX } from './access-matrix.ts';
import { useTestApp } from './harness.ts';

const DOC = new URL('../../../docs/abilities.md', import.meta.url);

/** A Markdown table without the padding the formatter adds to its columns. */
const cells = (table: string) =>
  table
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((c) => (/^\s*-+\s*$/.test(c) ? ' --- ' : ` ${c.trim()} `))
        .join('|')
        .trim(),
    )
    .join('\n');

/**
 * Named abilities (issue 21 item 1): every route asks for an ability from its domain's
 * `policies.ts`, granted to exactly the group the authorization matrix probes; docs/abilities.md is
 * the table of them, written from the routes (`UPDATE_DOCS=1 npx vitest run src/test/abilities.test.ts`).
 */
describe('abilities', () => {
  const ctx = useTestApp();

  it('every route asks for a named ability, granted to the group its matrix row says', () => {
    const groups = new Map(definedAbilities().map((a) => [a.name, a.group]));
    const wrong: string[] = [];
    for (const route of ctx.app.routeTable.filter((r) => r.url.startsWith('/api/v1'))) {
      const key = `${route.method} ${route.url}`;
      const group = MATRIX[key];
      if (!group) continue; // the matrix test reports routes without a row
      if (!route.ability) {
        // The platform's health probe belongs to no domain.
        if (key !== 'GET /api/v1/health/') wrong.push(`${key}: ${group} route without a named ability`);
      } else if (groups.get(route.ability) !== group) {
        wrong.push(`${key}: ${route.ability} is granted to ${groups.get(route.ability)}, the matrix says ${group}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('docs/abilities.md lists every ability, its group and the routes that ask for it', () => {
    const used = new Map<string, string[]>();
    for (const r of ctx.app.routeTable) {
      if (r.ability) used.set(r.ability, [...(used.get(r.ability) ?? []), `\`${r.method} ${r.url}\``]);
    }
    const rows = definedAbilities().map(
      (a) => `| \`${a.name}\` | ${a.group} | ${(used.get(a.name) ?? ['(asked in code, with `can`)']).join('<br>')} |`,
    );
    const table = cells(['| ability | granted to | routes |', '| --- | --- | --- |', ...rows].join('\n'));
    const doc = readFileSync(DOC, 'utf8');
    const from = doc.indexOf('<!-- abilities:begin -->\n') + '<!-- abilities:begin -->\n'.length;
    const to = doc.indexOf('<!-- abilities:end -->');
    expect(from > '<!-- abilities:begin -->\n'.length - 1 && to >= from, 'the markers in docs/abilities.md').toBe(true);
    const current = cells(doc.slice(from, to).trimEnd());
    if (process.env.UPDATE_DOCS && current !== table) {
      // Then `npx biome format --write docs/abilities.md` pads the table's columns.
      writeFileSync(DOC, `${doc.slice(0, from)}${table}\n${doc.slice(to)}`);
      return;
    }
    expect(current).toBe(table);
  });
});
