import { Alert, Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { useUser } from '../api/get-user';
import { LoadError } from '../components/load-error';
import { UserActions } from '../components/user-actions';
import { RoleBadges, StatusBadge, useFormatDate } from '../components/user-format';
import { useViewer } from '../components/use-viewer';

/** /admin/view-profile/:id — one user's details and the same actions as the users table. */
export function ViewProfilePage() {
  const { t } = useTranslation('admin-users');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const user = useUser(viewer, id);
  const formatDate = useFormatDate();
  const notFound = user.error instanceof ApiError && (user.error.status === 404 || user.error.status === 400);
  usePageTitle(user.data?.name ?? (notFound ? t('profile.notFound') : t('title')));

  const back = (
    <Button
      component={Link}
      to="/admin/manage-users"
      style={{ alignSelf: 'flex-start' }}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('profile.back')}
    </Button>
  );

  if (notFound) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Stack align="center" gap="xs" py="xl" w="100%">
          <IconUserOff size={36} aria-hidden />
          <Title order={1}>{t('profile.notFound')}</Title>
          <Text c="dimmed">{t('profile.notFoundText')}</Text>
        </Stack>
      </Stack>
    );
  }

  if (user.isError) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Title order={1}>{t('title')}</Title>
        <LoadError error={user.error} onRetry={() => user.refetch()} />
      </Stack>
    );
  }

  const u = user.data;
  if (!u) {
    return (
      <Stack gap="md" aria-busy>
        {back}
        <Skeleton height={72} radius="md" />
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  }

  const rows: [string, React.ReactNode][] = [
    [t('table.email'), u.email],
    [t('table.roles'), <RoleBadges key="roles" roles={u.roles} />],
    [t('table.status'), <StatusBadge key="status" status={u.status} />],
    [t('profile.lastSignIn'), formatDate(u.lastSignInAt, t('never'))],
    [t('profile.created'), formatDate(u.createdAt, t('never'))],
    [t('profile.updated'), formatDate(u.updatedAt, t('never'))],
  ];

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="md" wrap="nowrap">
          <Avatar src={u.avatar} name={u.name} color="brand" variant="filled" size="xl" alt="" />
          <div>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {u.name}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {u.email}
            </Text>
            {/* Skills with where each level comes from (issue 24). */}
            <Anchor component={Link} to={`/learner/profile/${u.id}`} size="sm" c="brand.8">
              {t('profile.talentProfile')}
            </Anchor>
          </div>
        </Group>
        <UserActions user={u} onProfile onDeleted={() => navigate('/admin/manage-users', { replace: true })} />
      </Group>
      {u.requirePasswordChange && (
        <Alert color="yellow" variant="light">
          {t('profile.passwordChangePending')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          {t('profile.details')}
        </Title>
        <Stack component="dl" gap="md" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
