import { Suspense } from 'react';
import { AppShell, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleHome } from '@talentpath/contracts/roles';
import { BrandMark } from '../../components/ui/brand-mark';
import { PageLoader } from '../../components/ui/page-loader';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { SkipLink } from '../../components/ui/skip-link';
import { useSignedInSession } from '../../lib/session-store';
import classes from './app-layout.module.css';
import { UserMenu } from './user-menu';

type Area = 'default' | 'coordinator';

function SignedInShell({ area }: { area: Area }) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  return (
    <AppShell header={{ height: 64 }} padding={0} className={area === 'coordinator' ? classes.coordinator : undefined}>
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to={roleHome(session.currentRole)} aria-label={t('nav.dashboardLabel')} className={classes.brand}>
              <BrandMark />
            </Link>
            <Group gap="sm" wrap="nowrap">
              <div className={classes.language}>
                <LanguageSwitcher />
              </div>
              <UserMenu />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** Layout of every signed-in page: header with product name, language and user menu. */
export const AppLayout = () => <SignedInShell area="default" />;

/** The same layout in the course coordinator's own colours (spec §2: a distinct themed layout). */
export const CoordinatorAppLayout = () => <SignedInShell area="coordinator" />;
