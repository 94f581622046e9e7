import { TextInput } from '@mantine/core';
import { createUserForm } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCreateUser } from '../api/create-user';
import { UserFormDialog } from './user-form-dialog';

const EMPTY = { name: '', email: '', roles: [] as string[], avatar: '' };

/** "Create user": the new user is e-mailed a temporary password and must change it at first sign-in. */
export function CreateUserDialog({ isSuperAdmin, onClose }: { isSuperAdmin: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const create = useCreateUser();
  const form = useAppForm({ schema: createUserForm, initialValues: EMPTY, fieldCodes: { EMAIL_TAKEN: 'email' } });
  const pending = create.isPending;

  const submit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: (user) => {
        toast.success(t('create.success', { email: user.email }));
        onClose();
      },
      onError: (error) => form.fail(error),
    }),
  );

  return (
    <UserFormDialog
      title={t('create.title')}
      submitLabel={t('create.submit')}
      pending={pending}
      form={form}
      isSuperAdmin={isSuperAdmin}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={t('form.avatar')}
        description={t('form.avatarHint')}
        type="url"
        autoComplete="off"
        {...form.getInputProps('avatar')}
        disabled={pending}
      />
    </UserFormDialog>
  );
}
