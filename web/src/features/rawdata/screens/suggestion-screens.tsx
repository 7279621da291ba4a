import type { TSuggestedEntity } from '@intel/contracts';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { showAccepted } from '../../../components/accept-toast.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { EvidenceSnippet } from '../../../components/suggested-tab.tsx';
import { useResource } from '../../../lib/resource-api.ts';
import {
  acceptSuggestion,
  entityPath,
  rejectSuggestion,
  type SuggestionKind,
  suggestionsPath,
} from '../../../lib/suggested-entities.ts';
import { labelOf, plural, SUGGESTION_STATUS_LABELS } from '../../../lib/words.ts';
import { firstSuggestions, renameSuggestion } from '../api/raw-data-api.ts';

/**
 * `suggested-entities/{organizations|people}/{id}/edit`: the evidence, then accept (A), merge into
 * the probable match (M) or reject (R) — by button or key — and on to the next suggestion.
 */
export function SuggestionEditScreen({ kind }: { kind: SuggestionKind }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useResource<TSuggestedEntity>(suggestionsPath(kind), id);
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = record.data;

  const next = useCallback(async () => {
    const page = await firstSuggestions(kind).catch(() => null);
    const other = page?.results.find((r) => String(r.id) !== id);
    navigate(other ? `/suggested-entities/${kind}/${other.id}/edit` : `${entityPath(kind)}?tab=2`);
  }, [id, kind, navigate]);

  const act = useCallback(
    async (what: 'accept' | 'merge' | 'reject') => {
      if (!s || busy) return;
      setBusy(true);
      setError(null);
      try {
        if (name?.trim() && name !== s.name) await renameSuggestion(kind, s.id, name.trim());
        if (what === 'reject') {
          await rejectSuggestion(kind, s.id);
          toast.success(`${s.name} rejected; it will not be suggested again.`);
        } else {
          const r = await acceptSuggestion(s.id, { merge: what === 'merge' });
          // Every record it created, each a link, with Undo (toasts render outside the router: navigate is passed).
          showAccepted(r, {
            suggestionId: s.id,
            name: r.merged && s.matched_entity ? s.matched_entity.name : name?.trim() || s.name,
            navigate,
            onChange: () =>
              Promise.all([
                queryClient.invalidateQueries({ queryKey: [suggestionsPath(kind)] }),
                queryClient.invalidateQueries({
                  queryKey: [entityPath(kind) === '/organizations' ? '/assets/organizations' : '/assets/people'],
                }),
              ]),
          });
        }
        await queryClient.invalidateQueries({ queryKey: [suggestionsPath(kind)] });
        await next();
      } catch (e) {
        setError((e as Error).message);
      } finally {
        setBusy(false);
      }
    },
    [s, busy, name, kind, queryClient, next, navigate],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 'a') void act('accept');
      else if (key === 'r') void act('reject');
      else if (key === 'm' && s?.matched_entity) void act('merge');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, s]);

  if (record.isPending) return <FullPageSpinner />;
  if (record.error) return <LoadError error={record.error} />;
  if (!s) return null;
  const reviewed = s.status !== 'suggested';
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="overline">Suggested {kind === 'organizations' ? 'organization' : 'person'}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {s.name}
        </Typography>
        <Chip
          size="small"
          label={labelOf(SUGGESTION_STATUS_LABELS, s.status)}
          color={s.status === 'accepted' ? 'success' : s.status === 'rejected' ? 'default' : 'warning'}
        />
        <Chip size="small" variant="outlined" label={plural(s.occurrences, 'mention')} />
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {reviewed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Already {s.status}
          {s.accepted_entity_id ? (
            <>
              {' '}
              as <Link to={`${entityPath(kind)}/${s.accepted_entity_id}`}>this record</Link>
            </>
          ) : null}
          .
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <TextField
            label="Name"
            size="small"
            value={name ?? s.name}
            onChange={(e) => setName(e.target.value)}
            helperText="Correct the name before accepting if it was cut or misspelled."
          />
          {s.matched_entity && (
            <Typography variant="body2">
              Probably the existing{' '}
              <Link to={`${entityPath(kind)}/${s.matched_entity.id}`}>{s.matched_entity.name}</Link> (names{' '}
              {Math.round(s.matched_entity.score * 100)}% alike): merge to keep one record (the name becomes an alias).
            </Typography>
          )}
          {s.emails.length > 0 && (
            <Typography variant="body2">Emails found next to it: {s.emails.join(', ')}</Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => act('accept')} disabled={busy || reviewed} aria-keyshortcuts="A">
              Accept (A)
            </Button>
            {s.matched_entity && (
              <Button variant="outlined" onClick={() => act('merge')} disabled={busy || reviewed} aria-keyshortcuts="M">
                Merge into {s.matched_entity.name} (M)
              </Button>
            )}
            <Button
              color="error"
              onClick={() => act('reject')}
              disabled={busy || s.status === 'rejected'}
              aria-keyshortcuts="R"
            >
              Reject (R)
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2">
        Evidence
      </Typography>
      {s.evidence.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No evidence is left (its raw data was deleted or the name was removed from it).
        </Typography>
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {s.evidence.map((ev) => (
            <Paper
              key={`${ev.raw_data_id}-${ev.highlight_start}-${ev.snippet.length}`}
              variant="outlined"
              sx={{ p: 1.5 }}
            >
              <EvidenceSnippet evidence={ev} />
              <Typography variant="caption">
                in <Link to={`/rawdata/${ev.raw_data_id}/edit`}>{ev.raw_data_title || 'Untitled'}</Link>
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

export const SuggestedOrganizationEditScreen = () => <SuggestionEditScreen kind="organizations" />;
export const SuggestedPersonEditScreen = () => <SuggestionEditScreen kind="people" />;
