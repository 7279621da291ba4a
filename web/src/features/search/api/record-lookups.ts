import {
  type TCity,
  type TGeo,
  type TLibraryEntry,
  type TPage,
  type TPerson,
  type TRawData,
  ZSearchResponse,
} from '@intel/contracts';
import { api } from '../../../lib/api-client.ts';

/** The quick search of the top bar, by record type ("Person", "LibraryEntry" …). */
export function searchRecords(q: string, type: string | undefined, signal?: AbortSignal) {
  return api('/search/', { query: { q, type }, schema: ZSearchResponse, signal });
}

/** The names the Operator's context shows for ids that came in the URL. */
export const recordName = {
  person: async (id: number) => (await api<TPerson>(`/assets/people/${id}/`)).display_name,
  library: async (id: number) => (await api<TLibraryEntry>(`/assets/library/${id}/`)).title,
  rawData: async (id: number) => (await api<TRawData>(`/raw-data/${id}/`)).title || `Raw data ${id}`,
};

export async function findRawData(q: string, signal: AbortSignal) {
  const page = await api<TPage<TRawData>>('/raw-data/', { query: { search: q, limit: 20 }, signal });
  return page.results.map((r) => ({ id: r.id, label: r.title || `Raw data ${r.id}` }));
}

/** Countries or cities whose name matches, by name. */
export function findPlaces(ref: 'geo' | 'city', q: string, signal: AbortSignal) {
  return api<TPage<TGeo | TCity>>(ref === 'geo' ? '/geos/' : '/cities/', {
    query: { search: q || undefined, limit: 25, ordering: 'name' },
    signal,
  });
}
