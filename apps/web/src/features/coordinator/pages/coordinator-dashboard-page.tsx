import { useTranslation } from 'react-i18next';
import { RoleWelcome } from '../../../components/ui/role-welcome';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSignedInSession } from '../../../lib/session-store';

/** /coordinator/dashboard — greets the user; the dashboard itself arrives with a later release. */
export function CoordinatorDashboardPage() {
  const { t } = useTranslation('coordinator');
  const { user, currentRole } = useSignedInSession();
  usePageTitle(t('dashboard.title'));
  return (
    <RoleWelcome
      greeting={t('common:welcome.greeting', { name: user.name })}
      roleLabel={t('common:welcome.signedInAs')}
      roleName={t(`common:roles.${currentRole}.title`)}
      text={t('dashboard.text')}
    />
  );
}
