import { type TGraphKind, ZGraphNeighbourhood } from '@intel/contracts';
import { api } from '../../../lib/api-client.ts';

/** Neighbours loaded per expansion: the server caps a page at 200. */
export const GRAPH_PAGE = 40;

/** One expansion: a record and the next page of its visible neighbours. */
export function fetchNeighbourhood(kind: TGraphKind, id: number, offset = 0, signal?: AbortSignal) {
  return api(`/graph/${kind}/${id}/`, {
    query: { limit: GRAPH_PAGE, offset },
    schema: ZGraphNeighbourhood,
    signal,
  });
}
