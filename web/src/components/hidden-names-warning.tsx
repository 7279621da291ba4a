import type { TVisibility } from '@intel/contracts';
import { Alert, AlertTitle, Box } from '@mui/material';
import { isResearch, useAuth } from '../lib/auth-store.ts';
import { type FieldText, type HiddenName, type HiddenNamesSelf, useHiddenNames } from '../lib/hidden-names.ts';
import { VISIBILITY_LABELS } from '../lib/words.ts';

/** Who reads a record of each visibility (and cannot see what is less visible). */
const AUDIENCE: Record<TVisibility, string> = {
  public: 'Public visitors',
  paywalled: 'Logged-in readers',
  hidden: 'The research team',
};
const NOUN = { Organization: 'organization', Person: 'person' } as const;
const and = new Intl.ListFormat('en', { type: 'conjunction' });

/** "Public visitors cannot see “Walkhaven Robotics AG” (hidden organization), but Owner names it." */
export function hiddenNameSentence(n: HiddenName, visibility: TVisibility): string {
  const what = `${VISIBILITY_LABELS[n.visibility].toLowerCase()} ${NOUN[n.type]}`;
  const record = n.label !== n.name ? `${n.label}, ${what}` : what;
  const by = n.fields.length
    ? `${and.format(n.fields)} ${n.fields.length > 1 ? 'name' : 'names'} it`
    : 'this text names it';
  return `${AUDIENCE[visibility]} cannot see “${n.name}” (${record}), but ${by}.`;
}

type Props = {
  /** The free text its readers will see, by field (its label and value). */
  texts: FieldText[];
  visibility: TVisibility;
  /** The record the text belongs to (it is no warning about itself). */
  self?: HiddenNamesSelf;
};

/**
 * Warns the author of a public or paywalled record, before saving, that its free text names a record
 * its readers cannot see (issue 36 item 2). Asked as typing pauses and when the visibility changes;
 * saving is not blocked. A polite live region: the warning is read out when it appears or changes.
 */
export function HiddenNamesWarning({ texts, visibility, self }: Props) {
  const auth = useAuth();
  const found = useHiddenNames(texts, visibility, self, isResearch(auth));
  const names = found?.names ?? [];
  return (
    <Box role="status" aria-live="polite" sx={{ mb: names.length ? 2 : 0 }}>
      {found && names.length > 0 && (
        <Alert severity="warning" role="note" data-testid="hidden-names-warning">
          <AlertTitle>
            {names.length === 1
              ? 'This text names a record its readers cannot see'
              : `This text names ${found.capped ? 'more than ' : ''}${names.length} records its readers cannot see`}
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {names.map((n) => (
              <li key={`${n.type}-${n.id}`}>{hiddenNameSentence(n, found.visibility)}</li>
            ))}
          </Box>
          <Box sx={{ mt: 0.5 }}>You can still save. To keep the record unseen, reword the text.</Box>
        </Alert>
      )}
    </Box>
  );
}
