import { updateUserInput, type AdminUser } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';
import { UserFormDialog } from './user-form-dialog';

type Props = { user: AdminUser; isSuperAdmin: boolean; onClose: () => void };

/** "Edit user": name, e-mail and roles (the roles ticked are the roles held after saving). */
export function EditUserDialog({ user, isSuperAdmin, onClose }: Props) {
  const { t } = useTranslation('admin-users');
  const update = useUpdateUser();
  const form = useAppForm({
    schema: updateUserInput,
    initialValues: { name: user.name, email: user.email, roles: [...user.roles] as string[] },
    fieldCodes: { EMAIL_TAKEN: 'email' },
  });
  const pending = update.isPending;

  const submit = form.onSubmit((input) =>
    update.mutate(
      { id: user.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('edit.success'));
          onClose();
        },
        onError: (error) => form.fail(error),
      },
    ),
  );

  return (
    <UserFormDialog
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      pending={pending}
      form={form}
      isSuperAdmin={isSuperAdmin}
      onSubmit={submit}
      onClose={onClose}
    ></UserFormDialog>
  );
}
