/**
 * The shape of the house, checked in `npm run lint` (issue 21): no import cycles, SPA features do
 * not import each other, server domains depend one way only. Known violations of the shape that
 * predate this check are listed in .dependency-cruiser-known-violations.json (regenerate with
 * `npm run lint:arch:baseline` only when removing entries); anything new fails the lint step.
 */
/**
 * Server domains in their one-way order: a domain may import from its own layer and the layers
 * before it, never from a later one (cycles inside a layer are caught by no-circular).
 */
const LAYERS = [
  [
    'tenancy',
    'auth',
    'api-tokens',
    'settings',
    'counts',
    'events',
    'reference',
    'keywords',
    'emails',
    'search',
    'reading',
  ],
  ['curation'],
  ['library', 'intelbooks', 'enrich', 'users', 'clients', 'webhooks'],
  ['collection', 'processing', 'graph'],
  ['operator', 'watches'],
];

function domainOrder() {
  return LAYERS.slice(0, -1).map((layer, i) => ({
    name: `domain-order-${i}`,
    severity: 'error',
    comment: `Domains of layer ${i} (${layer.join(', ')}) must not import later layers: share through lib/ or an interface they own.`,
    from: { path: `^server/src/domains/(${layer.join('|')})/`, pathNot: '\\.test\\.ts$' },
    to: {
      path: `^server/src/domains/(${LAYERS.slice(i + 1)
        .flat()
        .join('|')})/`,
    },
  }));
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties two modules into one: break it with an interface owned by the lower one.',
      from: { path: '^(server|web|contracts|bench)/src' },
      to: { circular: true },
    },
    {
      name: 'feature-to-feature',
      severity: 'error',
      comment: 'SPA features do not import each other: move what two features need to components/ or lib/.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    ...domainOrder(),
    {
      name: 'processing-to-collection',
      severity: 'error',
      comment:
        'Collection enqueues processing, so processing must not import collection (the two were one cycle): what both need (reading texts, recognising names, matching rules) is in domains/reading/.',
      from: { path: '^server/src/domains/processing/' },
      to: { path: '^server/src/domains/collection/' },
    },
    {
      name: 'lib-to-domain',
      severity: 'error',
      comment: 'lib/, db/ and policies/ are below the domains and must not import them.',
      from: { path: '^server/src/(lib|db|policies)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/domains/' },
    },
    {
      name: 'web-to-server',
      severity: 'error',
      comment: 'The SPA talks to the server over HTTP only; shared types live in contracts/.',
      from: { path: '^web/src' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|/test-fixtures/|\\.d\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    skipAnalysisNotInRules: true,
  },
};
