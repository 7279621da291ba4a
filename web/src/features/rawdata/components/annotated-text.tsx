import type { TMention } from '@intel/contracts';
import { Box, ListSubheader, Menu, MenuItem, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { showAccepted } from '../../../components/accept-toast.tsx';
import { acceptSuggestion } from '../../../lib/suggested-entities.ts';
import { refreshAfterReview, rejectFromItem, relinkItem, useAnnotations } from '../api/raw-data-api.ts';

/** Light backgrounds (dark text stays above 7:1 on each) told apart by hue, and by the legend's words. */
const COLOURS: Record<TMention['kind'], string> = {
  person: '#dbeafe',
  organization: '#fde68a',
  keyword: '#dcfce7',
  term: '#ede9fe',
  place: '#ccfbf1',
  email: '#f3f4f6',
  phone: '#f3f4f6',
  url: '#f3f4f6',
};
const LABELS: Record<TMention['kind'], string> = {
  person: 'Person',
  organization: 'Organization',
  keyword: 'Keyword',
  term: 'Term',
  place: 'Place',
  email: 'Email',
  phone: 'Phone',
  url: 'Link',
};
const RECORD_LINK: Record<string, (id: number) => string> = {
  Organization: (id) => `/organizations/${id}`,
  Person: (id) => `/people/${id}`,
  Keyword: (id) => `/keywords/${id}/edit`,
  Terminology: (id) => `/terminology/${id}/edit`,
};

/** A person's roles at organizations, as accepting them writes them (an organization's relations are not roles). */
const personRoles = (s: NonNullable<TMention['suggestion']>) => (s.kind === 'person' ? s.roles.join('; ') : '');

/** What a mention is, in words: the tooltip and the accessible name say the same. */
function describe(m: TMention, text: string): string {
  const surface = text.slice(m.start, m.end);
  if (m.suggestion) {
    const s = m.suggestion;
    const state = s.status === 'suggested' ? 'suggested' : s.status;
    const same = s.name === surface ? '' : ` (${s.name})`;
    const roles = s.roles.length ? `; ${s.roles.join('; ')}` : '';
    return `${surface}${same}: ${state} ${s.kind}${roles}`;
  }
  if (m.entity) {
    const e = m.entity;
    const choice = e.chosen ? ' (your choice)' : '';
    const n = e.alternatives.length;
    const others = n ? `; ${n} other${n === 1 ? '' : 's'} with this name` : '';
    return `${surface}: links to ${e.type.toLowerCase()} ${e.name}${choice}${others}`;
  }
  return `${surface}: ${LABELS[m.kind].toLowerCase()}`;
}

/**
 * The item's text with every recognised mention highlighted by kind (issue 15 item 5). Hovering or
 * focusing a mention says what it is or links to; clicking it (or Enter) offers accept / reject for a
 * suggestion and opens a linked record. Every mention is a tab stop.
 */
export function AnnotatedText({ id, version }: { id: number; version: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const annotations = useAnnotations(id, version);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; mention: TMention } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!annotations.data) return null;
  const { text, mentions } = annotations.data;
  if (mentions.length === 0) return null;

  // A null message: `run` says what it did itself (an accept's toast names every record it created).
  const act = async (run: () => Promise<unknown>, message: string | null) => {
    setBusy(true);
    try {
      await run();
      if (message) toast.success(message);
      await refreshAfterReview(queryClient, true);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
      setMenu(null);
    }
  };
  const open = (e: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, mention: TMention) => {
    if (!mention.suggestion && !mention.entity) return;
    setMenu({ anchor: e.currentTarget, mention });
  };

  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of mentions) {
    if (m.start > at) parts.push(text.slice(at, m.start));
    const label = describe(m, text);
    const actionable = !!(m.suggestion || m.entity);
    const pending = m.suggestion?.status === 'suggested';
    const ambiguous = !!m.entity?.alternatives.length;
    parts.push(
      <Tooltip key={`${m.start}-${m.end}`} title={label} describeChild>
        <Box
          component="mark"
          data-kind={m.kind}
          data-status={m.suggestion?.status ?? (m.entity ? 'linked' : 'contact')}
          data-ambiguous={ambiguous || undefined}
          role={actionable ? 'button' : undefined}
          tabIndex={actionable ? 0 : undefined}
          aria-label={label}
          aria-haspopup={actionable ? 'menu' : undefined}
          onClick={(e: MouseEvent<HTMLElement>) => open(e, m)}
          onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              open(e, m);
            }
          }}
          sx={{
            bgcolor: COLOURS[m.kind],
            color: 'inherit',
            borderRadius: 0.5,
            px: 0.25,
            cursor: actionable ? 'pointer' : 'default',
            borderBottom: pending
              ? '2px dashed #1f2937'
              : ambiguous
                ? '2px dotted #1f2937'
                : m.suggestion?.status === 'rejected'
                  ? 'none'
                  : '2px solid transparent',
            textDecoration: m.suggestion?.status === 'rejected' ? 'line-through' : 'none',
            '&:focus-visible': { outline: '2px solid #1f2937', outlineOffset: 1 },
          }}
        >
          {text.slice(m.start, m.end)}
        </Box>
      </Tooltip>,
    );
    at = m.end;
  }
  if (at < text.length) parts.push(text.slice(at));

  const m = menu?.mention;
  const s = m?.suggestion;
  const e = m?.entity && (m.entity.type === 'Organization' || m.entity.type === 'Person') ? m.entity : null;
  const recordHref = m?.entity
    ? RECORD_LINK[m.entity.type]?.(m.entity.id)
    : s?.accepted_entity_id
      ? RECORD_LINK[s.kind === 'organization' ? 'Organization' : 'Person']?.(s.accepted_entity_id)
      : undefined;
  const kinds = [...new Set(mentions.map((x) => x.kind))];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="annotated-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h2" id="annotated-title" sx={{ mr: 1 }}>
          Annotated text
        </Typography>
        {kinds.map((k) => (
          <Box key={k} component="span" sx={{ bgcolor: COLOURS[k], px: 0.75, borderRadius: 0.5, fontSize: 12 }}>
            {LABELS[k]}
          </Box>
        ))}
        <Typography variant="caption" color="text.secondary">
          Dashed: to review. Dotted: one of several records with that name. Click or press Enter on a name to accept,
          reject or change it.
        </Typography>
      </Stack>
      <Typography
        variant="body2"
        component="div"
        data-testid="annotated-text"
        sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.9, maxHeight: 480, overflow: 'auto' }}
      >
        {parts}
      </Typography>
      <Menu
        anchorEl={menu?.anchor ?? null}
        open={!!menu}
        onClose={() => setMenu(null)}
        // Never wider than the screen: long names and roles wrap instead of being cut off on a phone.
        slotProps={{
          paper: { sx: { maxWidth: 'min(520px, calc(100vw - 32px))' } },
          list: { sx: { '& .MuiMenuItem-root': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } },
        }}
      >
        {s &&
          s.status === 'suggested' && [
            <MenuItem
              key="accept"
              disabled={busy}
              onClick={() =>
                act(
                  async () =>
                    showAccepted(await acceptSuggestion(s.id), {
                      suggestionId: s.id,
                      name: s.name,
                      roles: personRoles(s),
                      navigate,
                      onChange: () => refreshAfterReview(queryClient, true),
                    }),
                  null,
                )
              }
            >
              Accept {s.kind} {s.name}
              {personRoles(s) ? ` (${personRoles(s)})` : ''}
            </MenuItem>,
            <MenuItem
              key="reject"
              disabled={busy}
              onClick={() => act(() => rejectFromItem(id, s.id), `${s.name} rejected; it will not be suggested again.`)}
            >
              Reject {s.name}
            </MenuItem>,
          ]}
        {recordHref && <MenuItem onClick={() => navigate(recordHref)}>Open {m?.entity?.name ?? s?.name}</MenuItem>}
        {e &&
          e.alternatives.length > 0 && [
            // A heading for the eye; each item says it in its own name (a menu holds only menu items).
            <ListSubheader key="same-name" aria-hidden role="presentation" sx={{ lineHeight: 2.5 }}>
              Same name — link this one instead:
            </ListSubheader>,
            ...e.alternatives.map((a) => (
              <MenuItem
                key={a.id}
                disabled={busy}
                aria-label={`${a.name}${a.detail ? ` · ${a.detail}` : ''} — link this one instead`}
                onClick={() =>
                  act(
                    () => relinkItem(id, e.type as 'Organization' | 'Person', e.id, a.id),
                    `Linked to ${a.name}${a.detail ? ` (${a.detail})` : ''} instead.`,
                  )
                }
              >
                {a.name}
                {a.detail ? ` · ${a.detail}` : ''}
              </MenuItem>
            )),
          ]}
        {[...(s?.ledger ?? []), ...(e?.ledger ?? [])].map((l) => (
          <MenuItem
            key={`ledger-${l.organization_id}-${l.name}`}
            title={l.evidence}
            onClick={() =>
              navigate(
                `/ledger/create?${new URLSearchParams({ organization: String(l.organization_id), name: l.name })}`,
              )
            }
          >
            Add to the ledger: {l.organization_name}’s investment in {l.name}
          </MenuItem>
        ))}
        {s && s.status === 'rejected' && <MenuItem disabled>{s.name} was rejected</MenuItem>}
      </Menu>
    </Paper>
  );
}
