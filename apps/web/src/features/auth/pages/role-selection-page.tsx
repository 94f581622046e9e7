import { useEffect } from 'react';
import { Button, Center, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUTO_ROLE_SELECTION_MS } from '@talentpath/contracts/constants';
import { ROLES, roleHome, type Role } from '@talentpath/contracts/roles';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { endSession, updateUser, useSignedInSession } from '../../../lib/session-store';
import { openDialog } from '../../../lib/dialog-store';
import { toast } from '../../../lib/toast';
import { useCurrentUser } from '../api/get-current-user';
import { useSelectRole } from '../api/select-role';
import { RoleCard } from '../components/role-card';

/** /role-selection (spec §2): one card per held role; a single role is chosen automatically after 100 ms. */
export function RoleSelectionPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const session = useSignedInSession();
  const me = useCurrentUser(session.user.id, session.currentRole);
  const select = useSelectRole();
  usePageTitle(t('roleSelection.pageTitle'));

  const roles = ROLES.filter((role) => me.data?.roles.includes(role));

  const choose = (role: Role) => {
    if (select.isPending) return;
    select.mutate(
      { userId: session.user.id, role },
      {
        onSuccess: (response) => {
          if (response.requirePasswordChange) return;
          toast.success(t('roleSelection.switched', { role: t(`common:roles.${response.currentRole}.title`) }));
          navigate(roleHome(response.currentRole), { replace: true });
        },
        // Spec §8: errors when choosing a role are ignored; the cards stay available.
      },
    );
  };

  const onlyRole = roles.length === 1 ? roles[0] : undefined;
  // Runs once per single-role user; `choose` reads the latest state when the timer fires.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `choose` is a new function each render, and must not restart the timer
  useEffect(() => {
    if (!onlyRole) return;
    const timer = setTimeout(() => choose(onlyRole), AUTO_ROLE_SELECTION_MS);
    return () => clearTimeout(timer);
  }, [onlyRole]);

  // The server's view of the user wins over the copy stored at sign-in (a role may have been granted since).
  const fresh = me.data;
  useEffect(() => {
    if (!fresh) return;
    const user = { id: fresh.id, name: fresh.name, email: fresh.email, roles: fresh.roles, avatar: fresh.avatar };
    if (JSON.stringify(user) !== JSON.stringify(session.user)) updateUser(user);
  }, [fresh, session.user]);

  if (me.isError) {
    return (
      <Center mih="50vh">
        <Stack align="center" ta="center" maw={440} gap="sm" role="alert">
          <Title order={1} fz={28}>
            {t('roleSelection.authError')}
          </Title>
          <Text c="dimmed">{t('roleSelection.authErrorText')}</Text>
          <Button
            mt="sm"
            onClick={() => {
              endSession();
              // The gate may send a signed-out visitor to '/' first; the dialog opens on either page.
              openDialog('login');
              navigate('/login', { replace: true });
            }}
          >
            {t('roleSelection.goToLogin')}
          </Button>
        </Stack>
      </Center>
    );
  }

  const name = me.data?.name ?? session.user.name;
  return (
    <Container size="md" px={0}>
      <Stack gap={4} mb="xl" ta={{ base: 'left', sm: 'center' }}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('roleSelection.greeting', { name })}
        </Title>
        <Text c="dimmed" size="lg">
          {t('roleSelection.subtitle')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {me.isPending
          ? [0, 1].map((i) => <Skeleton key={i} height={112} radius="lg" />)
          : roles.map((role) => <RoleCard key={role} role={role} disabled={select.isPending} onSelect={choose} />)}
      </SimpleGrid>
    </Container>
  );
}
