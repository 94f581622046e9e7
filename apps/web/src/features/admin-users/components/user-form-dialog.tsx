import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { UserFields } from './user-fields';

/** What the frame needs of a `useAppForm` holding name, e-mail and roles. */
type UserForm = {
  failure: unknown;
  errors: Record<string, unknown>;
  getInputProps: (path: 'name' | 'email' | 'roles') => GetInputPropsReturnType;
};

type Props = {
  title: string;
  submitLabel: string;
  pending: boolean;
  form: UserForm;
  isSuperAdmin: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** Fields after the shared ones. */
  children?: ReactNode;
};

/**
 * The create and edit dialogs' frame: a form with its general error (unless it was put on the fields), name,
 * e-mail and roles, any further fields, Cancel and submit.
 */
export function UserFormDialog(props: Props) {
  const { title, submitLabel, pending, form, isSuperAdmin, onSubmit, onClose, children } = props;
  const { t } = useTranslation('admin-users');
  return (
    <AppModal opened onClose={() => !pending && onClose()} title={title} closable={!pending}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {form.failure !== null && Object.keys(form.errors).length === 0 && (
            <FormAlert>{errorMessage(form.failure)}</FormAlert>
          )}
          <UserFields
            name={form.getInputProps('name')}
            email={form.getInputProps('email')}
            roles={form.getInputProps('roles')}
            isSuperAdmin={isSuperAdmin}
            disabled={pending}
          />
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
