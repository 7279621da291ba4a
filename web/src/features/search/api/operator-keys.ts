import type { TOperatorContext, TOperatorRequest } from '@intel/contracts';

/**
 * Query keys of the Operator and its pickers. They only read (the Operator writes nothing), so no
 * write of this feature invalidates them; they age out with the cache.
 */
export const operatorKeys = {
  all: ['operator'] as const,
  answer: (body: TOperatorRequest | null) => ['operator', 'answer', body] as const,
  examples: () => ['operator', 'examples'] as const,
  /** The name of one record chosen as context (ids that came in the URL). */
  contextName: (group: keyof TOperatorContext, id: number) => ['operator', 'context', group, id] as const,
  /** Records found by name for one context group. */
  contextFind: (group: keyof TOperatorContext, q: string) => ['operator', 'context-find', group, q] as const,
  /** Values found by name for one filter (countries, cities, records). */
  options: (ref: string | undefined, q: string) => ['operator', 'options', ref, q] as const,
};
