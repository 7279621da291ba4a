import { type TAcceptedRecord, type TConvertResult, TOAST_AUTO_CLOSE_MS } from '@intel/contracts';
import { Button, Link, Stack } from '@mui/material';
import { Fragment, useState } from 'react';
import { toast } from 'react-toastify';
import { undoAccept, undoAccepts } from '../lib/suggested-entities.ts';
import { plural } from '../lib/words.ts';

const HREF: Record<TAcceptedRecord['type'], (id: number) => string> = {
  Organization: (id) => `/organizations/${id}`,
  Person: (id) => `/people/${id}`,
};
const NOUN: Record<TAcceptedRecord['type'], string> = { Organization: 'organization', Person: 'person' };
const and = new Intl.ListFormat('en', { type: 'conjunction' });
// Long enough to read two names and reach Undo; hovering pauses it.
const UNDO_WINDOW_MS = Math.max(TOAST_AUTO_CLOSE_MS, 12_000);

type Options = {
  /** The suggestion accepted (undo names it). */
  suggestionId: number;
  /** What the accept merged into, for a merge (it created nothing). */
  name: string;
  /** A person's roles, said after her name ("chief executive · Walkhaven Robotics AG"). */
  roles?: string;
  /** Toasts render outside the router: links navigate through this. */
  navigate: (to: string) => void;
  /** Refreshes what the accept or its undo changed. */
  onChange: () => unknown;
};

/** The toast's words: every record the accept created, each a link, and Undo. */
function AcceptedToast({ result, closeToast, ...o }: Options & { result: TConvertResult; closeToast?: () => void }) {
  const [busy, setBusy] = useState(false);
  const go = (to: string) => {
    closeToast?.();
    o.navigate(to);
  };
  const undo = async () => {
    setBusy(true);
    try {
      const r = await undoAccept(o.suggestionId);
      closeToast?.();
      const gone = and.format(r.deleted.map((d) => d.name));
      toast.info(gone ? `Undone: ${gone} deleted; back to review.` : 'Undone: the names are back to review.');
      await o.onChange();
    } catch (e) {
      setBusy(false);
      toast.error(`Could not undo: ${(e as Error).message}`);
    }
  };
  if (result.merged || result.created.length === 0) {
    return (
      <span>
        Merged into the existing record: {o.name}.{' '}
        <Button
          size="small"
          onClick={() => go(`/${result.kind === 'organization' ? 'organizations' : 'people'}/${result.entity_id}`)}
        >
          Open
        </Button>
      </span>
    );
  }
  const parts = result.created.map((c, i) => (
    <Fragment key={`${c.type}-${c.id}`}>
      <Link
        component="button"
        type="button"
        color="inherit"
        onClick={() => go(HREF[c.type](c.id))}
        sx={{ verticalAlign: 'baseline', fontWeight: 600 }}
      >
        {c.name}
      </Link>{' '}
      ({NOUN[c.type]}
      {i === 0 && o.roles ? `, ${o.roles}` : ''})
    </Fragment>
  ));
  return (
    <Stack spacing={0.5} data-testid="accept-toast">
      <span>
        Created{' '}
        {parts.map((p, i) => (
          // The list's own commas and "and", around elements.
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in a fixed order
          <Fragment key={i}>
            {p}
            {i < parts.length - 2 ? ', ' : i === parts.length - 2 ? ' and ' : '.'}
          </Fragment>
        ))}
      </span>
      <span>
        <Button size="small" variant="outlined" disabled={busy} onClick={undo}>
          Undo
        </Button>
      </span>
    </Stack>
  );
}

/**
 * Says what an accept did: every record it created (a person's organization too), each linking to its
 * page, with Undo; or the record a merge went into.
 */
export function showAccepted(result: TConvertResult, options: Options) {
  toast.success(({ closeToast }) => <AcceptedToast result={result} closeToast={closeToast} {...options} />, {
    autoClose: result.created.length ? UNDO_WINDOW_MS : TOAST_AUTO_CLOSE_MS,
  });
}

/** "Ingrid Solberg and Walkhaven Robotics AG deleted", or the count when the names would not fit a toast. */
function deletedWords(names: string[]): string {
  return names.length > 5 ? `${plural(names.length, 'record')} deleted` : `${and.format(names)} deleted`;
}

type BatchOptions = {
  /** "3 accepted. Also created: …" */
  words: string;
  /** The suggestions of the batch whose accept created records: Undo takes all of them back. */
  suggestionIds: number[];
  /** Refreshes what the undo changed. */
  onChange: () => unknown;
};

function BatchAcceptedToast({ closeToast, ...o }: BatchOptions & { closeToast?: () => void }) {
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      const r = await undoAccepts(o.suggestionIds);
      closeToast?.();
      const names = r.deleted.map((d) => d.name);
      toast.info(
        names.length ? `Undone: ${deletedWords(names)}; back to review.` : 'Undone: the names are back to review.',
      );
      await o.onChange();
    } catch (e) {
      setBusy(false);
      toast.error(`Could not undo: ${(e as Error).message}`);
    }
  };
  return (
    <Stack spacing={0.5} data-testid="batch-accept-toast">
      <span>{o.words}</span>
      {o.suggestionIds.length > 0 && (
        <span>
          <Button size="small" variant="outlined" disabled={busy} onClick={undo}>
            Undo
          </Button>
        </span>
      )}
    </Stack>
  );
}

/** Says what "Accept selected" did, with one Undo for every record the batch created (issue 36 item 1). */
export function showBatchAccepted(options: BatchOptions) {
  toast.success(({ closeToast }) => <BatchAcceptedToast closeToast={closeToast} {...options} />, {
    autoClose: options.suggestionIds.length ? UNDO_WINDOW_MS : TOAST_AUTO_CLOSE_MS,
  });
}
