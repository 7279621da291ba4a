import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useDeleteResource, useResource, useSaveResource } from '../lib/resource-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { type FieldDef, type FormValues, ResourceForm, toFormValues } from './resource-form.tsx';

type ResourceFormTools = NonNullable<Parameters<typeof ResourceForm>[0]['tools']>;

type Props<T extends { id: number }, TPatch> = {
  path: string;
  /** Singular, lower case: "keyword". */
  noun: string;
  /** Typed by the contract's create body (TPatch): a misspelt field name does not compile. */
  fields: FieldDef<TPatch>[];
  /** Where to go after saving (the record) and after deleting or cancelling. */
  afterSave: (record: T) => string;
  listHref: string;
  /** What deleting touches, for the confirmation ("It is on 12 records."). */
  deleteWarning?: (record: T) => string;
  /** More actions on an existing record, beside its delete button (a keyword's Watch). */
  actions?: (record: T) => React.ReactNode;
  /** Values for a new record (defaults, or from the URL). */
  defaults?: FormValues;
  /** Adjust the body before it is sent (e.g. add fixed fields). */
  prepare?: (body: FormValues) => FormValues;
  /** Record → form values where they differ (e.g. keywords → keyword_ids). */
  toForm?: (record: T) => FormValues;
  /** The record's id when the route names it otherwise (e.g. by slug). */
  id?: number;
  tools?: ResourceFormTools;
  /** The contract's create schema, checked whole in the browser (docs/ux.md). */
  schema?: z.ZodType;
  /** An organization or a person: when editing one, its own name in its text is no warning. */
  self?: 'Organization' | 'Person';
};

/** Create (no :id in the route) or edit a record, with a confirmed delete. */
export function ResourceEdit<T extends { id: number }, TPatch = Record<string, unknown>>(props: Props<T, TPatch>) {
  const params = useParams();
  const id = props.id !== undefined ? String(props.id) : params.id;
  const navigate = useNavigate();
  const record = useResource<T>(props.path, id);
  const save = useSaveResource<T>(props.path, id);
  const remove = useDeleteResource(props.path);
  const [confirm, setConfirm] = useState(false);
  if (id && record.isPending) return <FullPageSpinner />;
  if (id && record.error)
    return (
      <Alert severity="error">
        Could not load this {props.noun}: {record.error.message}
      </Alert>
    );
  const loaded = record.data && props.toForm ? props.toForm(record.data) : (record.data as FormValues | undefined);
  const defaults = toFormValues(props.fields, { ...props.defaults });
  const initial = id ? toFormValues(props.fields, loaded) : defaults;
  const title = id ? `Edit ${props.noun}` : `New ${props.noun}`;
  return (
    <>
      <ResourceForm
        key={id ?? 'new'}
        title={title}
        fields={props.fields}
        initial={initial}
        defaults={defaults}
        submitLabel={id ? 'Save changes' : `Create ${props.noun}`}
        busy={save.isPending}
        error={save.error}
        tools={props.tools}
        schema={props.schema}
        prepare={props.prepare}
        self={props.self && id && record.data ? { type: props.self, id: record.data.id } : undefined}
        onCancel={() => navigate(-1)}
        onSubmit={(body) =>
          save.mutate(props.prepare ? props.prepare(body) : body, {
            onSuccess: (saved) => {
              toast.success(id ? 'Saved.' : `Created the ${props.noun}.`);
              navigate(props.afterSave(saved));
              // The saved record opens at its top, not where the form's button was.
              window.scrollTo({ top: 0 });
            },
          })
        }
        extra={
          id && record.data ? (
            <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button color="error" variant="outlined" onClick={() => setConfirm(true)}>
                Delete {props.noun}
              </Button>
              {props.actions?.(record.data)}
            </Box>
          ) : null
        }
      />
      {record.data && (
        <ConfirmDialog
          open={confirm}
          title={`Delete this ${props.noun}?`}
          message={`${props.deleteWarning?.(record.data) ?? ''} This cannot be undone.`.trim()}
          confirmLabel="Delete"
          busy={remove.isPending}
          onClose={() => setConfirm(false)}
          onConfirm={() =>
            remove.mutate((record.data as T).id, {
              onSuccess: () => {
                toast.success(`Deleted the ${props.noun}.`);
                navigate(props.listHref);
              },
              onError: (e) => toast.error(e.message),
            })
          }
        />
      )}
    </>
  );
}
