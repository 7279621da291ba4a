import {
  type TWebhookEndpointCreate,
  type TWebhookEndpointPatch,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointWithSecret,
} from '@intel/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query keys of the webhooks screen (the live notice of a switched-off endpoint invalidates `all`). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
};

export const endpointsQuery = queryOptions({
  queryKey: webhookKeys.list(),
  queryFn: () => api('/webhooks/', { schema: ZWebhookEndpointList }),
});

/** An endpoint's delivery log, polled while one of its deliveries is still being sent. */
export const deliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => api(`/webhooks/${id}/deliveries/`, { schema: ZWebhookDeliveryList }),
    refetchInterval: (q) => (q.state.data?.results.some((d) => d.status === 'pending') ? 1500 : false),
  });

export function useCreateEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TWebhookEndpointCreate) =>
      api('/webhooks/', { method: 'POST', body, schema: ZWebhookEndpointWithSecret }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useUpdateEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TWebhookEndpointPatch }) =>
      api(`/webhooks/${id}/`, { method: 'PATCH', body, schema: ZWebhookEndpoint }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useDeleteEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/webhooks/${id}/`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useRotateSecret() {
  return useMutation({
    mutationFn: (id: number) =>
      api(`/webhooks/${id}/rotate-secret/`, { method: 'POST', schema: ZWebhookEndpointWithSecret }),
  });
}

export function useSendTest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/webhooks/${id}/test/`, { method: 'POST', schema: ZWebhookDelivery }),
    onSuccess: (_d, id) => void qc.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

export function useResend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) =>
      api(`/webhooks/${endpointId}/deliveries/${deliveryId}/resend/`, { method: 'POST', schema: ZWebhookDelivery }),
    onSuccess: (_d, v) => void qc.invalidateQueries({ queryKey: webhookKeys.deliveries(v.endpointId) }),
  });
}
