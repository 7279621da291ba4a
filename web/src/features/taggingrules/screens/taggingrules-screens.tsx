import {
  TAGGING_ALGORITHMS,
  type TBucket,
  type TKeyword,
  type TList,
  type TTaggingRule,
  type TTaggingRuleCreate,
} from '@intel/contracts';
import { Alert, Box, Button, Chip, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import type { FormValues } from '../../../components/resource-form.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatCount } from '../../../lib/format.ts';
import { useOptions } from '../../../lib/options.ts';
import { labelOf, nounFor, optionsOf, plural, TAGGING_ALGORITHM_LABELS } from '../../../lib/words.ts';
import { previewRule, taggingRules } from '../api/tagging-rules.ts';

const ALGORITHM_HELP: Record<string, string> = {
  any: 'Any of the terms (comma-separated; or single words) appears as a whole word.',
  all: 'All of the terms appear.',
  literal: 'The exact text appears anywhere.',
  regex: 'A regular expression (nested repetitions and back-references are refused).',
  fuzzy: 'Any term appears with up to one typo (two from nine letters).',
};

/** "What would this rule match?" over the latest raw data, before saving. */
function RulePreview({ values }: { values: FormValues }) {
  const preview = useMutation({
    mutationFn: () =>
      previewRule({
        match_text: String(values.match_text ?? ''),
        algorithm: String(values.algorithm || 'any'),
        case_sensitive: !!values.case_sensitive,
      }),
  });
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => preview.mutate()}
          disabled={!String(values.match_text ?? '').trim() || preview.isPending}
        >
          Preview matches
        </Button>
        <Typography variant="caption" color="text.secondary">
          {ALGORITHM_HELP[String(values.algorithm || 'any')]}
        </Typography>
      </Stack>
      {preview.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {preview.error.message}
        </Alert>
      )}
      {preview.data && (
        <Box sx={{ mt: 1 }} aria-live="polite">
          <Typography variant="body2">
            Matches {preview.data.matched} of the latest {preview.data.scanned} raw data items.
          </Typography>
          <List dense>
            {preview.data.samples.map((s) => (
              <ListItem key={s.id} disableGutters>
                <ListItemText
                  primary={<Link to={`/rawdata/${s.id}/edit`}>{s.title || 'Untitled'}</Link>}
                  secondary={s.snippet}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Divider />
    </Box>
  );
}

/** `taggingrules`. */
export function TaggingRulesScreen() {
  const auth = useAuth();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Tagging rules
      </Typography>
      <ResourceTable<TTaggingRule>
        path={taggingRules.path}
        noun="tagging rules"
        canWrite={isResearch(auth)}
        createHref="/taggingrules/create"
        rowHref={(r) => `/taggingrules/${r.id}/edit`}
        columns={[
          { key: 'name', label: 'Name', sort: 'name', render: (r) => <strong>{r.name}</strong> },
          { key: 'match', label: 'Looks for', render: (r) => r.match_text },
          {
            key: 'algorithm',
            label: 'Algorithm',
            sort: 'algorithm',
            render: (r) => labelOf(TAGGING_ALGORITHM_LABELS, r.algorithm),
          },
          {
            key: 'target',
            label: 'Tags with',
            render: (r) =>
              [
                r.target_keyword && `keyword ${r.target_keyword.name}`,
                r.target_list && `list ${r.target_list.name}`,
                r.target_bucket && `bucket ${r.target_bucket.name}`,
              ]
                .filter(Boolean)
                .join(', '),
          },
          { key: 'hits', label: 'Tagged', render: (r) => formatCount(r.hits) },
          {
            key: 'enabled',
            label: 'State',
            render: (r) => (
              <Chip size="small" label={r.enabled ? 'on' : 'off'} color={r.enabled ? 'success' : 'default'} />
            ),
          },
        ]}
      />
    </Box>
  );
}

/** `taggingrules/create` and `taggingrules/{id}/edit`, with a preview of what the rule matches. */
export function TaggingRuleEditScreen() {
  const keywords = useOptions<TKeyword>('/keywords', (k) => k.name, 'name');
  const lists = useOptions<TList>('/lists', (l) => `${l.name} (${l.type.replace('List', '')})`, 'name');
  const buckets = useOptions<TBucket>('/raw-data/buckets', (b) => b.name, 'name');
  if (keywords.isPending || lists.isPending || buckets.isPending) return null;
  return (
    <ResourceEdit<TTaggingRule, TTaggingRuleCreate>
      path={taggingRules.path}
      noun="tagging rule"
      listHref="/taggingrules"
      afterSave={() => '/taggingrules'}
      defaults={{ algorithm: 'any', enabled: true }}
      deleteWarning={(r) =>
        `It tagged ${plural(r.hits, 'item')}; ${nounFor(r.hits, 'that tag stays', 'those tags stay')}.`
      }
      tools={(values) => <RulePreview values={values} />}
      toForm={(r) => ({
        ...r,
        target_keyword_id: r.target_keyword?.id ?? null,
        target_list_id: r.target_list?.id ?? null,
        target_bucket_id: r.target_bucket?.id ?? null,
      })}
      fields={[
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'match_text', label: 'Looks for', type: 'textarea', required: true },
        {
          name: 'algorithm',
          label: 'Algorithm',
          type: 'select',
          options: optionsOf(TAGGING_ALGORITHMS, TAGGING_ALGORITHM_LABELS),
          required: true,
        },
        { name: 'case_sensitive', label: 'Case sensitive', type: 'switch' },
        { name: 'enabled', label: 'Enabled', type: 'switch', helper: 'Applied to every item processed from now on.' },
        {
          name: 'target_keyword_id',
          label: 'Keyword to add',
          type: 'refs',
          options: keywords.data ?? [],
          multiple: false,
        },
        {
          name: 'target_list_id',
          label: 'List to add the found organizations or people to',
          type: 'refs',
          options: lists.data ?? [],
          multiple: false,
        },
        {
          name: 'target_bucket_id',
          label: 'Bucket to put the item in',
          type: 'refs',
          options: buckets.data ?? [],
          multiple: false,
        },
      ]}
    />
  );
}
