import type { ReactNode } from 'react';
import { Button, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import touch from '../../components/ui/touch-target.module.css';
import { useOpenedAfterMount } from '../../components/ui/use-opened-after-mount';

type Props = { opened: boolean; onClose: () => void; links: ReactNode };

/** The public navigation on narrow screens; loaded only when first opened. */
export function PublicMobileMenu({ opened, onClose, links }: Props) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer.Root opened={shown} onClose={onClose} position="right" size="xs">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={700}>{t('app.name')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('close')} className={touch.target} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="md">
            <Stack component="nav" aria-label={t('nav.main')} gap="sm" align="flex-start">
              {links}
            </Stack>
            <LanguageSwitcher />
            <Button component={Link} to="/contact-us" variant="default" onClick={onClose} className={touch.target}>
              {t('nav.contactButton')}
            </Button>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
