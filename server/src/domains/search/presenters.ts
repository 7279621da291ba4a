import type { TSearchResult } from '@intel/contracts';

export type Hit = TSearchResult & { kind: string };

export function presentHit(hit: Hit): TSearchResult {
  return { id: Number(hit.id), type: hit.type, display_name: hit.display_name, slug: hit.slug ?? null };
}
