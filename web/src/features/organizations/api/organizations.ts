import {
  type TLedgerEntry,
  type TOrganization,
  type TOrganizationCreate,
  type TPage,
  type TPageFields,
  type TPerson,
  ZOrganization,
  ZPageFields,
} from '@intel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { graphKeys } from '../../../lib/graph-keys.ts';
import { defineResource, invalidateAfterWrite, resourceKeys } from '../../../lib/resource-api.ts';

export const organizations = defineResource<TOrganization, TOrganizationCreate>('/assets/organizations', ZOrganization);
export const organizationKeys = organizations.keys;
const ledgerKeys = resourceKeys('/assets/ledger');
const peopleKeys = resourceKeys('/assets/people');

/** The investment vehicles of an organization (ledger entries naming it), under the ledger's keys. */
export function useOrganizationVehicles(id: string | undefined) {
  const query = { organization: id, limit: 100 };
  return useQuery({
    queryKey: ledgerKeys.list({ organization: id }),
    queryFn: () => api<TPage<TLedgerEntry>>('/assets/ledger/', { query }),
    enabled: !!id,
  });
}

/** People whose name matches, to link to an organization. */
export function usePersonCandidates(q: string, enabled: boolean) {
  const query = { search: q, limit: 20 };
  return useQuery({
    queryKey: peopleKeys.list(query),
    queryFn: () => api<TPage<TPerson>>('/assets/people/', { query }),
    enabled: enabled && q.length > 0,
  });
}

/** Replaces the organization's people; the people's records name their organizations, so they are refreshed too. */
export function useSaveOrganizationPeople(id: number, on: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (people: { person_id: number; role: string }[]) => organizations.update(id, { people }),
    onSuccess: () => {
      on.onSuccess();
      void invalidateAfterWrite(queryClient, organizationKeys, id);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
      void queryClient.invalidateQueries({ queryKey: graphKeys.all });
    },
    onError: on.onError,
  });
}

export type PageFields = TPageFields;

/** "Fill from website": the fields the server reads from the organization's page. */
export function fieldsFromWebsite(url: string) {
  return api<PageFields>('/assets/organizations/suggested_fields_from_url/', { query: { url }, schema: ZPageFields });
}
