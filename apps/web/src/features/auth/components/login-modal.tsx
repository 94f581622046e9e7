import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { AppModal } from '../../../components/ui/app-modal';
import { IconMailCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@talentpath/contracts/auth';
import { useIsBusy } from '../../../lib/busy-store';
import { closeDialog, useLoginView } from '../../../lib/dialog-store';
import { destinationAfterLogin } from '../../../lib/role-routing';
import { holdLoginToast } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';

type View = 'sign-in' | 'reset' | 'sent';
type Props = {
  opened: boolean;
  onClose: () => void;
  /** Shown at once, without the opening animation: on /login it replaces the stand-in the page arrived with. */
  instant?: boolean;
};

/** The login dialog (spec §2): sign-in view and reset view with its "sent" state. */
export function LoginModal({ opened, onClose, instant = false }: Props) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const initialView = useLoginView();
  const busy = useIsBusy();
  const [view, setView] = useState<View>(initialView);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (opened) setView(initialView);
  }, [opened, initialView]);

  // Moving between views replaces the content: put focus on the new view's first control.
  const show = (next: View) => {
    setView(next);
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[data-autofocus], button')?.focus());
  };

  const signedIn = (response: LoginResponse) => {
    // Not onClose: that one also leaves /login, which would race the navigation below.
    closeDialog('login');
    // A temporary password first has to be replaced: the password dialog opens by itself, over the shell, and
    // 'Login successful!' waits until it is done (root-layout.tsx).
    if (response.requirePasswordChange) holdLoginToast();
    else toast.success(t('login.success'));
    navigate(destinationAfterLogin(response), { replace: true });
  };

  const titles: Record<View, string> = {
    'sign-in': t('login.title'),
    reset: t('reset.title'),
    sent: t('reset.sentTitle'),
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={titles[view]} closable={!busy} instant={instant}>
      <div ref={body}>
        {view === 'sign-in' && (
          <SignInForm email={email} onEmailChange={setEmail} onForgot={() => show('reset')} onSignedIn={signedIn} />
        )}
        {view === 'reset' && (
          <ResetRequestForm
            email={email}
            onEmailChange={setEmail}
            onBack={() => show('sign-in')}
            onSent={(address) => {
              setSentTo(address);
              show('sent');
            }}
          />
        )}
        {view === 'sent' && (
          <Stack gap="md" align="center" ta="center" role="status">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconMailCheck size={30} />
            </ThemeIcon>
            <Text>{t('reset.sentNotice', { email: sentTo })}</Text>
            <Text size="sm" c="dimmed">
              {t('reset.spamAdvice')}
            </Text>
            <Stack gap="xs" w="100%">
              <Button variant="default" fullWidth onClick={() => show('reset')}>
                {t('reset.tryAgain')}
              </Button>
              <Button fullWidth onClick={() => show('sign-in')}>
                {t('reset.backToLogin')}
              </Button>
            </Stack>
          </Stack>
        )}
      </div>
    </AppModal>
  );
}
