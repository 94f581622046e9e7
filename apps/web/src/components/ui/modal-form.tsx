import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { errorMessage } from '../../lib/error-message';
import { FormAlert } from './form-alert';

type Props = {
  /** `useAppForm`'s submit handler. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's state: a failure that landed on no field is shown above the fields. */
  form: { failure: unknown; errors: Record<string, unknown> };
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** False keeps the submit button disabled (a warning the form shows says why). */
  canSubmit?: boolean;
  /** The submit button's colour, where it destroys or takes back (red). */
  submitColor?: string;
  children: ReactNode;
};

/** A dialog's form (ADR 0016): the general error above the fields, Cancel and the submit button under them. */
export function ModalForm({
  onSubmit,
  form,
  pending,
  cancelLabel,
  submitLabel,
  onCancel,
  canSubmit = true,
  submitColor,
  children,
}: Props) {
  const general = form.failure !== null && Object.keys(form.errors).length === 0 ? errorMessage(form.failure) : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" color={submitColor} loading={pending} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
