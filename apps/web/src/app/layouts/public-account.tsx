import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginButton } from '../../components/ui/login-button';
import { useSession } from '../../lib/session-store';
import { useHydrated } from '../../lib/use-hydrated';

// The user menu and its dependencies load only for a signed-in visitor, never with the public pages.
const SignedInActions = lazy(() =>
  import('./public-signed-in-actions').then((m) => ({ default: m.PublicSignedInActions })),
);

/**
 * The public header's account control: Login, or for a signed-in visitor the way back in (Dashboard and the
 * user menu). The prerendered HTML is the signed-out page, so the switch waits until the app has taken it over.
 */
export function PublicAccount() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const session = useSession();
  if (hydrated && session.status === 'signed-in') {
    return (
      <Suspense fallback={null}>
        <SignedInActions />
      </Suspense>
    );
  }
  return <LoginButton>{t('nav.login')}</LoginButton>;
}
