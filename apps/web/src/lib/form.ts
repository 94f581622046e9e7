import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import i18next from 'i18next';
import type { ErrorCode } from '@talentpath/contracts/errors';
import { ApiError } from './api-error';
import { translateValidation } from './validation';

// Most forms hold text (a multi-choice field its choices as a string list); an editor of lists (a question's
// options) holds nested values, addressed by Mantine's dotted paths ('options.2.text').
type Values = Record<string, unknown>;

/** Server error codes that belong to one field, e.g. `{ CURRENT_PASSWORD_INCORRECT: 'currentPassword' }`. */
export type FieldCodes<V> = Partial<Record<ErrorCode, keyof V & string>>;

type Options<V extends Values, O> = {
  /** The contracts schema of the values; a valid submit hands its output (trimmed, normalised) to the handler. */
  schema: StandardSchemaV1<V, O>;
  initialValues: V;
  fieldCodes?: FieldCodes<V>;
  /** Called with the values after every change. */
  onValuesChange?: (values: V) => void;
  /**
   * Where a server `details` path goes in the form (null: on no field, the general error). By default its first
   * segment, when that is a field; a form of nested values maps whole paths ('question.options.1.text').
   */
  fieldOfPath?: (path: string) => string | null;
};

// A field error is held as a contracts message (English, as the schema and the server's `details` write it) or as
// `errors:<CODE>` for a server code that belongs to the field, and translated when shown, so it follows the language.
const CODE_PREFIX = 'errors:';

function fieldErrorText(error: ReactNode): ReactNode {
  if (typeof error !== 'string') return error;
  return error.startsWith(CODE_PREFIX) ? i18next.t(error as `errors:${ErrorCode}`) : translateValidation(error);
}

/** The field errors in a server answer: VALIDATION `details` by their first path segment, then `fieldCodes`. */
function serverFieldErrors(
  error: unknown,
  fieldOfPath: (path: string) => string | null,
  fieldCodes: Partial<Record<string, string>>,
): FormErrors {
  const errors: FormErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const detail of error.details) {
    const field = fieldOfPath(detail.path);
    if (field && !errors[field]) errors[field] = detail.message;
  }
  const field = fieldCodes[error.code];
  if (field) errors[field] = `${CODE_PREFIX}${error.code}`;
  return errors;
}

/** The schema's output for values that have just passed it (contracts schemas are synchronous). */
function schemaOutput<V, O>(schema: StandardSchemaV1<V, O>, values: V): O {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise || result.issues) throw new Error('The form values no longer pass their schema');
  return result.value;
}

/**
 * The one form approach (ADR 0016): Mantine's form validated by a contracts schema. Field errors are shown
 * translated; after a failed submit, or a server answer with field errors, focus goes to the first invalid
 * field in the order of the page. `fail(error)` puts a server answer's field errors on the fields and keeps the
 * error as the form's `failure` (its general error); editing any field clears that failure, as does submitting.
 * An error from the schema goes as soon as the values no longer cause it, whichever field changed.
 * Inputs get their props from `getInputProps(field)`, which carries Mantine's `data-path`.
 */
export function useAppForm<V extends Values, O>({
  schema,
  initialValues,
  fieldCodes = {},
  onValuesChange,
  fieldOfPath,
}: Options<V, O>) {
  const [failure, setFailure] = useState<unknown>(null);
  const formNode = useRef<HTMLFormElement | null>(null);
  const focusPending = useRef(false);
  // The fields whose errors the server's answer put there: the schema cannot tell when those are settled.
  const serverErrorPaths = useRef(new Set<string>());
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate,
    onValuesChange: (values) => {
      setFailure(null);
      // A rule across fields errs on one field and may be set right on another (the deadline after the start
      // date: the start date moved back): an error the values no longer cause goes at once. None is added.
      form.setErrors((current) => {
        const now = validate(values);
        const kept = Object.entries(current).filter(([path]) => serverErrorPaths.current.has(path) || now[path]);
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
      onValuesChange?.(values);
    },
    enhanceGetInputProps: ({ inputProps }) => ({ error: fieldErrorText(inputProps.error) }),
  });

  // After the render that shows the errors; a field still disabled by a running request waits for the next one.
  useEffect(() => {
    if (!focusPending.current) return;
    const field = [...(formNode.current?.querySelectorAll<HTMLElement>('[data-path]') ?? [])].find(
      (node) => form.errors[node.dataset.path ?? ''],
    );
    if (field?.matches(':disabled')) return;
    field?.focus();
    focusPending.current = false;
  });

  const onSubmit = (handler: (output: O) => void) => (event?: FormEvent<HTMLFormElement>) => {
    formNode.current = event?.currentTarget ?? formNode.current;
    setFailure(null);
    serverErrorPaths.current.clear();
    form.onSubmit(
      (values) => handler(schemaOutput(schema, values)),
      () => {
        focusPending.current = true;
      },
    )(event);
  };

  const fail = (error: unknown) => {
    const fields = Object.keys(initialValues);
    const firstSegment = (path: string) => {
      const field = path.split('.')[0] ?? '';
      return fields.includes(field) ? field : null;
    };
    const errors = serverFieldErrors(error, fieldOfPath ?? firstSegment, fieldCodes);
    serverErrorPaths.current = new Set(Object.keys(errors));
    form.setErrors(errors);
    setFailure(error);
    focusPending.current = true;
  };

  return { ...form, onSubmit, fail, failure };
}
