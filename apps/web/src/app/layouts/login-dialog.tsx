import { useEffect } from 'react';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../lazy-page';
import classes from './login-dialog.module.css';

/**
 * The login dialog's code, fetched on first use. /login lists it among its prerendered screens, so the browser
 * fetches it beside the page's own before taking the page over (router.tsx).
 */
export const LoginDialog = lazyPage('loginDialog', (module) => module.LoginModal, 'auth');

const TITLE_ID = 'login-dialog-pending-title';

/**
 * What the login dialog looks like until its code runs: prerendered into /login, so the dialog is there with the
 * page's first paint, and shown while the code of a dialog opened on another page loads.
 */
export function LoginDialogSkeleton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  // Escape closes it as it closes the dialog: pressed before the dialog's code has run, it used to be lost, and
  // the dialog opened anyway once its code arrived.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <div className={classes.overlay} />
      <div className={classes.inner}>
        <div className={classes.content} role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} aria-busy="true">
          <Title order={2} id={TITLE_ID} fw={700} fz="xl" mb="md">
            {t('login.title')}
          </Title>
          <Stack gap="md" aria-hidden>
            {[0, 1].map((field) => (
              <Stack key={field} gap={6}>
                <Skeleton height={14} width="30%" radius="sm" />
                <Skeleton height={36} radius="sm" />
              </Stack>
            ))}
            <Skeleton height={20} width="60%" radius="sm" />
            <Skeleton height={42} radius="sm" />
            <Skeleton height={14} width="70%" radius="sm" mx="auto" />
          </Stack>
        </div>
      </div>
    </>
  );
}
