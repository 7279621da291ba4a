import type { TGraphKind } from '@intel/contracts';

/**
 * Query keys of the network graph and the detail screens' timelines, which read the same links: a
 * write that changes links between records (an organization's people) invalidates `all`.
 */
export const graphKeys = {
  all: ['graph'] as const,
  page: (kind: TGraphKind, id: number, offset: number) => ['graph', kind, id, offset] as const,
  timeline: (kind: TGraphKind, id: number) => ['graph', kind, id, 'timeline'] as const,
};
