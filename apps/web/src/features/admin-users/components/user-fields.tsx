import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { ROLES } from '@talentpath/contracts/roles';
import { useTranslation } from 'react-i18next';

type InputProps = GetInputPropsReturnType;
type Props = {
  name: InputProps;
  email: InputProps;
  roles: InputProps;
  /** Admin and SuperAdmin are offered only to a SuperAdmin. */
  isSuperAdmin: boolean;
  disabled: boolean;
};

const ADMIN_ROLES: readonly string[] = ['Admin', 'SuperAdmin'];

/** Name, e-mail and roles: the fields the create and edit dialogs share. */
export function UserFields({ name, email, roles, isSuperAdmin, disabled }: Props) {
  const { t } = useTranslation(['admin-users', 'common']);
  const offered = ROLES.filter((role) => isSuperAdmin || !ADMIN_ROLES.includes(role));
  return (
    <Stack gap="md">
      <TextInput label={t('form.name')} required autoComplete="off" data-autofocus {...name} disabled={disabled} />
      <TextInput label={t('form.email')} type="email" required autoComplete="off" {...email} disabled={disabled} />
      <Checkbox.Group label={t('form.roles')} {...roles}>
        <Stack gap="xs" mt="xs">
          {offered.map((role) => (
            <Checkbox key={role} value={role} label={t(`common:roles.${role}.title`)} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
