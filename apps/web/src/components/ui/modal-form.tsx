import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { errorMessage } from '../../lib/error-message';
import { FormAlert } from './form-alert';
import type { ErrorText } from './query-states';

type Props = {
  /** `useAppForm`'s submit handler. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's state: a failure that landed on no field is shown above the fields. */
  form: { failure: unknown; errors: Record<string, unknown> };
  pending: boolean;
  /** Cancel's label and action; without them there is no Cancel (a form that stays on its page). */
  cancelLabel?: string;
  submitLabel: string;
  onCancel?: () => void;
  /** False keeps the submit button disabled (a warning the form shows says why). */
  canSubmit?: boolean;
  /** The submit button's colour, where it destroys or takes back (red). */
  submitColor?: string;
  /** How the screen words a failure, where it must say more than the server's reason by code. */
  errorText?: ErrorText;
  children: ReactNode;
};

/**
 * A dialog's form (ADR 0016), or one in a page: the general error above the fields, Cancel and the submit button
 * under them.
 */
export function ModalForm({
  onSubmit,
  form,
  pending,
  cancelLabel,
  submitLabel,
  onCancel,
  canSubmit = true,
  submitColor,
  errorText = errorMessage,
  children,
}: Props) {
  const general = form.failure !== null && Object.keys(form.errors).length === 0 ? errorText(form.failure) : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        {children}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" color={submitColor} loading={pending} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
