import { useState } from 'react';
import { Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconUserPlus, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useLearner } from '../api/get-learner';
import { isNotFound } from '../../../lib/api-error';
import { isId } from '../../../lib/ids';
import { ListDueDateDialog } from '../components/enrolments/list-due-date-dialog';
import { coordinatorPaths } from '../components/enrolments/paths';
import { ProfileEnrolments } from '../components/enrolments/profile-enrolments';
import { ProfileHeader } from '../components/enrolments/profile-header';

/**
 * /coordinator/view-profile/{id}: a learner as their coordinator sees them — name, e-mail, avatar, skills with
 * levels — and their enrolments in my courses with progress, status, due date and last activity.
 */
export function CoordinatorLearnerProfilePage() {
  const { t } = useTranslation(['course-enrolments', 'common']);
  const { id } = useParams();
  const valid = isId(id);
  const learner = useLearner(valid ? id : undefined);
  const [dueFor, setDueFor] = useState<Enrolment | null>(null);
  const data = learner.data;
  const notFound = !valid || (learner.isError && isNotFound(learner.error));
  usePageTitle(notFound ? t('common:notFound.title') : data ? data.name : t('profile.title'));

  if (notFound) return <LearnerNotFound />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={coordinatorPaths.learners()} size="sm" c="brand.8" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('profile.back')}
        </Group>
      </Anchor>
      {learner.isError && !data ? (
        <QueryError error={learner.error} onRetry={() => void learner.refetch()} />
      ) : !data ? (
        <Stack role="status" gap="md" aria-busy="true" aria-label={t('profile.loading')}>
          <Skeleton height={200} radius="lg" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : (
        <>
          <ProfileHeader learner={data} />
          {/* Skills with where each level comes from (issue 24). */}
          <Anchor component={Link} to={`/learner/profile/${data.id}`} size="sm" c="brand.8" w="fit-content">
            {t('profile.talentProfile')}
          </Anchor>
          <Stack gap="sm" component="section" aria-labelledby="profile-enrolments">
            <Group justify="space-between" align="center" gap="sm">
              <Title order={2} fz="lg" id="profile-enrolments">
                {t('profile.enrolments')}
              </Title>
              <Button
                component={Link}
                to={coordinatorPaths.assign()}
                variant="light"
                leftSection={<IconUserPlus size={16} aria-hidden />}
              >
                {t('profile.assign')}
              </Button>
            </Group>
            {data.enrolments.length === 0 ? (
              <EmptyState title={t('profile.noEnrolments')} text={t('profile.noEnrolmentsText', { name: data.name })} />
            ) : (
              <ProfileEnrolments enrolments={data.enrolments} onChangeDueDate={setDueFor} />
            )}
          </Stack>
        </>
      )}
      <ListDueDateDialog enrolment={dueFor} onClose={() => setDueFor(null)} />
    </Stack>
  );
}

/** An address that names no learner (or a user who is no learner): not found, inside the coordinator's shell. */
function LearnerNotFound() {
  const { t } = useTranslation(['course-enrolments', 'common']);
  return (
    <ComingSoon title={t('common:notFound.title')} text={t('profile.notFound')} icon={<IconUserSearch size={24} />}>
      <Button component={Link} to={coordinatorPaths.learners()} variant="filled">
        {t('profile.toList')}
      </Button>
    </ComingSoon>
  );
}
