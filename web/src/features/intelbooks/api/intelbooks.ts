import {
  type TCategory,
  type TCategoryCreate,
  type TFact,
  type TFactCreate,
  type TSection,
  type TSectionCreate,
  ZCategory,
  ZFact,
  ZFactTree,
  ZSection,
} from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineResource } from '../../../lib/resource-api.ts';

export const categories = defineResource<TCategory, TCategoryCreate>('/categories', ZCategory);
export const sections = defineResource<TSection, TSectionCreate>('/sections', ZSection);
export const facts = defineResource<TFact, TFactCreate>('/facts', ZFact);

/** The Intelbooks outline as this visitor may see it (one cache entry per visitor). */
export function useFactTree(visitor: number | 'public') {
  return useQuery({
    queryKey: [...facts.keys.all, 'tree', visitor],
    queryFn: () => api('/facts/tree/', { schema: ZFactTree }),
  });
}
