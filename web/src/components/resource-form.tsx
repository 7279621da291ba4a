import type { TVisibility } from '@intel/contracts';
import { Alert, AlertTitle, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';
import type { HiddenNamesSelf } from '../lib/hidden-names.ts';
import { FormField } from './form-field.tsx';
import { type FieldDef, type FormValues, formResolver, summaryLine } from './form-values.ts';
import { HiddenNamesWarning } from './hidden-names-warning.tsx';
import { LeaveGuard } from './leave-guard.tsx';

export type { FieldDef, FormValues } from './form-values.ts';
export { toBody, toFormValues } from './form-values.ts';

type Props<TPatch> = {
  title: string;
  /** Typed by the contract's body: a field name that is not one of its keys does not compile. */
  fields: FieldDef<TPatch>[];
  initial: FormValues;
  /** A new record's values: the help of a field that names its default reads them (visibility). */
  defaults?: FormValues;
  submitLabel: string;
  busy?: boolean;
  error?: unknown;
  onSubmit: (body: FormValues) => void;
  onCancel: () => void;
  extra?: ReactNode;
  /** The contract's create schema: the whole of it runs in the browser before anything is sent. */
  schema?: z.ZodType;
  /** Adjust the body before it is checked and sent (e.g. add fixed fields). */
  prepare?: (body: FormValues) => FormValues;
  /** Helpers above the fields that may fill several of them (e.g. "fill from website"). */
  tools?: (values: FormValues, merge: (changes: FormValues) => void) => ReactNode;
  /** The organization or person being edited: its own name in its text is no warning. */
  self?: HiddenNamesSelf;
};

/** Text only the research team reads: it may name anything (issue 36 item 2 checks the rest). */
const RESEARCH_ONLY = new Set(['admin_notes', 'slug']);

/** The free text of a form whose record has a visibility, by field: what its readers will see. */
function readersText(fields: FieldDef<never>[], values: FormValues) {
  return fields
    .filter((f) => (f.type === 'text' || f.type === 'textarea') && !RESEARCH_ONLY.has(f.name))
    .map((f) => ({ label: f.label, text: typeof values[f.name] === 'string' ? (values[f.name] as string) : '' }));
}

const fieldId = (name: string) => `field-${name}`;

/** Moves focus to a field's first control and brings it into view (WCAG 3.3.1: errors are found). */
function focusField(name: string) {
  const box = document.getElementById(fieldId(name));
  const target = box?.querySelector<HTMLElement>(
    'input:not([type=hidden]):not([aria-hidden=true]), textarea:not([aria-hidden=true]), [role=combobox], [tabindex="0"]',
  );
  target?.focus({ preventScroll: true });
  (target ?? box)?.scrollIntoView({ block: 'center' });
}

/**
 * Every edit and create screen (docs/ux.md): react-hook-form state, the contract's schema checked
 * whole in the browser, an error summary linking to each field, focus on the first invalid one,
 * and a question before leaving with unsaved changes.
 */
export function ResourceForm<TPatch = Record<string, unknown>>(props: Props<TPatch>) {
  const { fields, schema, prepare } = props;
  const resolver = useMemo(() => formResolver(fields, schema, prepare), [fields, schema, prepare]);
  const form = useForm<FormValues>({ defaultValues: props.initial, resolver, shouldFocusError: false });
  const { errors, isDirty, isSubmitted } = form.formState;
  const values = form.watch();
  const sent = useRef(false);

  const firstInvalid = (names: string[]) => fields.find((f) => names.includes(f.name))?.name;

  // Field errors from the server (rules only it knows) join the browser's, and focus goes to the first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per server answer
  useEffect(() => {
    sent.current = false;
    const server = props.error instanceof ApiError ? (props.error.errors ?? {}) : {};
    const names: string[] = [];
    for (const [key, messages] of Object.entries(server)) {
      const name = key.split('.')[0] ?? key;
      if (!fields.some((f) => f.name === name) || !messages[0]) continue;
      form.setError(name, { type: 'server', message: messages[0] });
      names.push(name);
    }
    const first = firstInvalid(names);
    if (first) focusField(first);
  }, [props.error]);

  const set = (name: string, value: unknown) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const submit = form.handleSubmit(
    (body) => {
      sent.current = true;
      props.onSubmit(body);
    },
    (errs) => {
      const first = firstInvalid(Object.keys(errs));
      if (first) focusField(first);
    },
  );

  const invalid = fields.filter((f) => errors[f.name]?.message);
  const visibilityField = fields.find((f) => f.type === 'visibility');
  const serverDetail = props.error instanceof Error ? props.error.message : null;

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 820 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {props.title}
      </Typography>
      {(invalid.length > 0 || serverDetail) && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="error-summary">
          <AlertTitle>
            {invalid.length > 1
              ? `${invalid.length} fields need a fix`
              : invalid.length === 1
                ? 'One field needs a fix'
                : 'Not saved'}
          </AlertTitle>
          {/* The server's own words (e.g. "You cannot remove your own admin role.") unless the browser found errors since. */}
          {serverDetail && !invalid.some((f) => errors[f.name]?.type !== 'server') && (
            <Box sx={{ mb: invalid.length ? 0.5 : 0 }}>{serverDetail}</Box>
          )}
          {invalid.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {invalid.map((f) => (
                <li key={f.name}>
                  <Link
                    href={`#${fieldId(f.name)}`}
                    color="inherit"
                    onClick={(e) => {
                      e.preventDefault();
                      focusField(f.name);
                    }}
                  >
                    {summaryLine(f, f.name, String(errors[f.name]?.message))}
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {props.tools?.(values, (changes) => {
          for (const [k, v] of Object.entries(changes)) set(k, v);
        })}
        <Stack spacing={2}>
          {fields.map((f) => (
            <Box key={f.name} id={fieldId(f.name)} sx={{ scrollMarginTop: 120 }}>
              <FormField
                f={f}
                value={values[f.name]}
                err={errors[f.name]?.message as string | undefined}
                set={set}
                dflt={props.defaults?.[f.name]}
              />
            </Box>
          ))}
        </Stack>
      </Paper>
      {visibilityField && (
        <HiddenNamesWarning
          texts={readersText(fields as FieldDef<never>[], values)}
          visibility={values[visibilityField.name] as TVisibility}
          self={props.self}
        />
      )}
      {props.extra}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={props.busy}>
          {props.busy ? 'Saving…' : props.submitLabel}
        </Button>
        <Button onClick={props.onCancel}>Cancel</Button>
      </Stack>
      <LeaveGuard when={() => isDirty && !sent.current} />
    </Box>
  );
}
