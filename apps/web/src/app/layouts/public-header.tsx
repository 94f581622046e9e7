import { lazy, Suspense, useState } from 'react';
import { Anchor, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import touch from '../../components/ui/touch-target.module.css';
import { PublicAccount } from './public-account';
import classes from './public-header.module.css';

const PublicMobileMenu = lazy(() => import('./public-mobile-menu').then((m) => ({ default: m.PublicMobileMenu })));

const LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact-us', key: 'nav.contact' },
] as const;

/** Header of the public pages: links, language, contact and the login button, labelled Sign in (spec §2). */
export function PublicHeader() {
  const { t } = useTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  const links = (onNavigate?: () => void) =>
    LINKS.map((link) => (
      <Anchor
        key={link.to}
        component={NavLink}
        to={link.to}
        end
        className={`${classes.link} ${touch.target}`}
        onClick={onNavigate}
      >
        {t(link.key)}
      </Anchor>
    ));

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label={t('nav.homeLabel')}>
            <BrandMark />
          </Anchor>
          <Group component="nav" aria-label={t('nav.main')} gap="lg" visibleFrom="md">
            {links()}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap="sm" visibleFrom="md" wrap="nowrap">
              <LanguageSwitcher />
              <Button component={Link} to="/contact-us" variant="default">
                {t('nav.contactButton')}
              </Button>
            </Group>
            <PublicAccount />
            <Burger
              opened={menuOpen}
              onClick={() => {
                setMenuLoaded(true);
                menu.toggle();
              }}
              hiddenFrom="md"
              size="sm"
              className={touch.target}
              aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={menuOpen} onClose={menu.close} links={links(menu.close)} />
        </Suspense>
      )}
    </header>
  );
}
