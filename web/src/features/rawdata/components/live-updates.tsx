import { SUGGESTED_NAMES_CUT, type TPage, type TRawData } from '@intel/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { alertKeys } from '../../../lib/alerts-api.ts';
import { isAdmin, isResearch, useAuth } from '../../../lib/auth-store.ts';
import { channelsFor, type LiveMessage, startLiveStream, suggestedToastText } from '../../../lib/live-events.ts';
import { resourceKeys } from '../../../lib/resource-keys.ts';
import { type SuggestionKind, suggestionsPath } from '../../../lib/suggested-entities.ts';
import { currentTenant } from '../../../lib/tenant.ts';
import { fetchItem, fetchSuggestedOrganization, reportKeys, typeCountKeys } from '../api/raw-data-api.ts';

const suggestionKeys = (kind: SuggestionKind) => resourceKeys(suggestionsPath(kind));
/** The email domains' keys (the emails feature's list): an enrichment that ends refreshes them. */
const emailDomainKeys = resourceKeys('/dxlist/domains');

const HANDLED_KEY = 'intel-handled-suggestion-events';

/** Replaces the row with the same id in every cached page of `path`, or puts `row` at the top of the first page. */
export function upsertCachedRow<T extends { id: number }>(queryClient: QueryClient, path: string, row: T) {
  for (const [key, page] of queryClient.getQueriesData<TPage<T>>({ queryKey: resourceKeys(path).lists() })) {
    if (!page) continue;
    const at = page.results.findIndex((r) => r.id === row.id);
    const query = (key[2] ?? {}) as { offset?: number };
    if (at >= 0) {
      const results = [...page.results];
      results[at] = { ...results[at], ...row } as T;
      queryClient.setQueryData(key, { ...page, results });
    } else if (!query.offset) {
      queryClient.setQueryData(key, { ...page, count: page.count + 1, results: [row, ...page.results] });
    }
  }
  queryClient.setQueryData([path, 'one', String(row.id)], (old: T | undefined) => (old ? { ...old, ...row } : old));
}

function handled(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(HANDLED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function markHandled(id: string) {
  const set = handled();
  set.add(id);
  sessionStorage.setItem(HANDLED_KEY, JSON.stringify([...set].slice(-200)));
}

/**
 * Keeps one live stream open while someone is logged in (restarted when the token or roles change)
 * and applies SPEC §4/§5: finished items and new suggestions patch the cached lists, a raw-data
 * error sets the row's status to 'completed' (with the message), and new suggested organizations
 * show a persistent toast that leads to the suggested tab.
 */
export function LiveUpdates() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = auth?.token;
  const admin = isAdmin(auth);
  const research = isResearch(auth);

  useEffect(() => {
    if (!token) return;
    const onEvent = async (m: LiveMessage) => {
      const data = (m.data ?? {}) as Record<string, unknown>;
      switch (m.type) {
        case 'raw_data_update':
        case 'raw_data_process_complete': {
          const id = Number(data.id);
          if (!id) return;
          const full = await fetchItem(id);
          if (full) upsertCachedRow(queryClient, '/raw-data', full);
          if (m.type === 'raw_data_process_complete') {
            void queryClient.invalidateQueries({ queryKey: typeCountKeys.all });
            void queryClient.invalidateQueries({ queryKey: suggestionKeys('organizations').all });
            void queryClient.invalidateQueries({ queryKey: suggestionKeys('people').all });
          }
          return;
        }
        case 'raw_data_error': {
          const id = Number(data.id);
          if (!id) return;
          // SPEC §5: the status becomes 'completed' on an error event; the message says what went wrong.
          const patch = { id, processing_status: 'completed', error_message: String(data.error_message ?? '') };
          upsertCachedRow(queryClient, '/raw-data', patch as unknown as TRawData);
          return;
        }
        case 'new_suggested_organization': {
          const id = Number(data.id);
          const full = id ? await fetchSuggestedOrganization(id) : null;
          if (full) upsertCachedRow(queryClient, '/suggested-entities/organizations', full);
          return;
        }
        case 'new_suggested_organizations': {
          const key = m.id || JSON.stringify(data);
          if (handled().has(key)) return;
          const names = ((data.suggested_organizations ?? []) as { name_dba: string }[]).map((o) => o.name_dba);
          if (names.length === 0) return;
          void queryClient.invalidateQueries({ queryKey: suggestionKeys('organizations').all });
          toast.info(
            ({ closeToast }) => (
              <Stack spacing={1}>
                <Typography variant="body2">{suggestedToastText(names, SUGGESTED_NAMES_CUT)}</Typography>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    closeToast?.();
                    navigate('/organizations?tab=2');
                  }}
                >
                  Click here to view
                </Button>
              </Stack>
            ),
            { autoClose: false, toastId: `suggested-${key}` },
          );
          markHandled(key);
          return;
        }
        case 'new_suggested_entities':
          void queryClient.invalidateQueries({ queryKey: suggestionKeys('people').all });
          return;
        case 'generate_raw_data_report_complete':
        case 'generate_raw_data_report_error':
          void queryClient.invalidateQueries({ queryKey: reportKeys.task(String(data.task_id)) });
          return;
        case 'webhook_endpoint_disabled': {
          // The admins' notice (issue 38 part 3): the webhooks screen reads the endpoint again.
          void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
          toast.warning(
            ({ closeToast }) => (
              <Stack spacing={1}>
                <Typography variant="body2">
                  A webhook endpoint ({String(data.url ?? '')}) was switched off after repeated failed deliveries.
                </Typography>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    closeToast?.();
                    navigate('/settings/webhooks');
                  }}
                >
                  Open webhooks
                </Button>
              </Stack>
            ),
            { autoClose: false, toastId: `webhook-off-${String(data.id ?? '')}` },
          );
          return;
        }
        case 'alert.fired':
          // One of the caller's own alerts (their `user:<id>` channel): the bell and the inbox read again.
          void queryClient.invalidateQueries({ queryKey: alertKeys.all });
          return;
        case 'domain_info_enrich_complete':
          void queryClient.invalidateQueries({ queryKey: emailDomainKeys.all });
          return;
        default:
          return;
      }
    };
    return startLiveStream({
      channels: channelsFor(currentTenant(), { admin, research }),
      token,
      onEvent: (m) => void onEvent(m),
    });
  }, [token, admin, research, queryClient, navigate]);
  return null;
}
