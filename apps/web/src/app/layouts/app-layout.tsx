import { Suspense, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { AppShell, Burger, Container, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleHome } from '@talentpath/contracts/roles';
import { BrandMark } from '../../components/ui/brand-mark';
import { PageLoader } from '../../components/ui/page-loader';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { SkipLink } from '../../components/ui/skip-link';
import { ROLE_SELECTION_PATH } from '../../lib/role-routing';
import { useSignedInSession } from '../../lib/session-store';
import { ShellNavContext } from '../../lib/shell-nav';
import type { RoleArea } from '../shell/area-definition';
import { AreaRoutes } from '../shell/area-routes';
import { AREA_DEFINITIONS, areaOfRole } from '../shell/areas';
import { HeaderSlot } from '../shell/header-slot';
import { ShellNavbar } from '../shell/shell-navbar';
export { cvScreen, preloadNextScreens, profileScreen, searchResultsScreen } from '../shell/signed-in-screens';
import { useShellNavSections } from '../shell/use-shell-nav-sections';
import classes from './app-layout.module.css';
import { UserMenu } from './user-menu';

const NAVBAR_ID = 'shell-navbar';

/**
 * The signed-in shell (Mantine AppShell): header with brand, notification slot, language and user menu; the
 * current role's navigation beside the page, behind the burger on narrow screens. While a role is being chosen
 * (/role-selection) nothing of a role shows: no navigation, notifications or role name, and the brand leads nowhere.
 */
function SignedInShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const session = useSignedInSession();
  const sections = useShellNavSections(areaOfRole(session.currentRole), session.currentRole);
  const [opened, navbar] = useDisclosure(false);
  const { pathname } = useLocation();
  // The coordinator's pages wear its own colours (spec §2: a distinct themed layout).
  const themed = pathname === '/coordinator' || pathname.startsWith('/coordinator/');
  const choosingRole = pathname === ROLE_SELECTION_PATH;
  const burger = useRef<HTMLButtonElement>(null);
  const navbarRef = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);

  // Dialogs, menus and toasts render in portals at the end of <body>, outside the shell: the coordinator's
  // colours go on <body> too, so they wear them as well.
  useEffect(() => {
    const theme = classes.coordinator;
    if (!themed || !theme) return;
    document.body.classList.add(theme);
    return () => document.body.classList.remove(theme);
  }, [themed]);

  // A new page closes the narrow-screen navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger; `navbar` is a new object each render
  useEffect(() => navbar.close(), [pathname]);

  // Opened by the burger: the first destination takes focus, as in a disclosure menu, once the open navigation has
  // been committed to the document (not on a timer).
  const focusFirstLink = useRef(false);
  const toggle = () => {
    if (opened) return navbar.close();
    focusFirstLink.current = true;
    navbar.open();
  };
  useEffect(() => {
    if (!opened || !focusFirstLink.current) return;
    focusFirstLink.current = false;
    navbarRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [opened]);

  const onNavbarKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    navbar.close();
    burger.current?.focus();
  };

  // Choosing a destination on a narrow screen hides the navigation under the pointer: focus goes to the page.
  const onNavigate = () => {
    if (!opened) return;
    navbar.close();
    main.current?.focus({ preventScroll: true });
  };

  return (
    <ShellNavContext.Provider value={sections}>
      <AppShell
        header={{ height: 64 }}
        navbar={choosingRole ? undefined : { width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding={0}
        className={themed ? classes.coordinator : undefined}
      >
        <SkipLink />
        <AppShell.Header className={classes.header}>
          <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              {choosingRole ? (
                <span className={classes.brand}>
                  <BrandMark />
                </span>
              ) : (
                <>
                  <Burger
                    ref={burger}
                    opened={opened}
                    onClick={toggle}
                    hiddenFrom="sm"
                    size="sm"
                    aria-label={t(opened ? 'common:nav.closeMenu' : 'common:nav.openMenu')}
                    aria-expanded={opened}
                    aria-controls={NAVBAR_ID}
                  />
                  <Link
                    to={roleHome(session.currentRole)}
                    aria-label={t('common:nav.dashboardLabel')}
                    className={classes.brand}
                  >
                    <BrandMark />
                  </Link>
                </>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              {!choosingRole && <HeaderSlot role={session.currentRole} />}
              <div className={classes.language}>
                <LanguageSwitcher />
              </div>
              <UserMenu showRole={!choosingRole} />
            </Group>
          </Group>
        </AppShell.Header>
        {!choosingRole && (
          <AppShell.Navbar
            id={NAVBAR_ID}
            ref={navbarRef}
            className={classes.navbar}
            mod={{ opened }}
            onKeyDown={onNavbarKey}
          >
            <AppShell.Section grow component={ScrollArea} p="sm">
              <ShellNavbar
                label={t('nav.label', { role: t(`common:roles.${session.currentRole}.title`) })}
                sections={sections}
                onNavigate={onNavigate}
              />
            </AppShell.Section>
          </AppShell.Navbar>
        )}
        <AppShell.Main id="main" ref={main} tabIndex={-1} className={classes.main}>
          <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </Container>
        </AppShell.Main>
      </AppShell>
    </ShellNavContext.Provider>
  );
}

/**
 * The layout of every signed-in page: /role-selection, /cv, profiles … and the role areas inside it. One shell for all
 * of them, so that going from one to another (choosing a role, say) changes the page and keeps the shell: a menu the
 * user opened while the next page loads stays open, instead of closing when a new shell replaces the old one.
 */
export const AppLayout = () => (
  <SignedInShell>
    <Outlet />
  </SignedInShell>
);

/** A role area's pages (`/learner/*` …) inside the shell: its routes from the area's definition. */
export const AreaPages = ({ area }: { area: RoleArea }) => <AreaRoutes definition={AREA_DEFINITIONS[area]} />;
