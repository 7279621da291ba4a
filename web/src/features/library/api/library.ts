import {
  type TLibraryEntry,
  type TLibraryEntryCreate,
  type TPage,
  type TSnapshot,
  ZLibraryEntry,
} from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineResource, resourceKeys } from '../../../lib/resource-api.ts';

export const library = defineResource<TLibraryEntry, TLibraryEntryCreate>('/assets/library', ZLibraryEntry);
export const libraryKeys = library.keys;
const snapshotKeys = resourceKeys('/assets/snapshots');

/** The yearly snapshots of one library entry, by year. */
export function useEntrySnapshots(id: string | undefined) {
  return useQuery({
    queryKey: snapshotKeys.list({ library_entry: id }),
    queryFn: () =>
      api<TPage<TSnapshot>>('/assets/snapshots/', { query: { library_entry: id, ordering: 'year', limit: 100 } }),
    enabled: !!id,
  });
}
