import { Skeleton, Stack } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { isNotFound } from '../../../lib/api-error';
import { isId } from '../../../lib/ids';
import { useSignedInSession } from '../../../lib/session-store';
import { usePersonSkills } from '../api/get-person-skills';
import { SkillsSection } from '../components/skills-section';
import { skillPermissions } from '../permissions';

/**
 * /learner/profile (the caller's own), /learner/profile/{id} and /learner/view-profile/{id}: a person's talent
 * profile. For now their name and skills (issue 24); the photo, bio and projects come later.
 */
export function ProfilePage() {
  const { t } = useTranslation(['talent', 'common']);
  const { user, currentRole } = useSignedInSession();
  const { id } = useParams();
  const personId = id ?? user.id;
  const valid = isId(personId);
  const skills = usePersonSkills(valid ? personId : undefined);
  const data = skills.data;
  const notFound = !valid || (skills.isError && isNotFound(skills.error));
  const own = personId === user.id;
  usePageTitle(notFound ? t('common:notFound.title') : (data?.person.name ?? (own ? user.name : t('title'))));

  if (notFound)
    return <ComingSoon title={t('common:notFound.title')} text={t('notFound')} icon={<IconUserSearch size={24} />} />;

  return (
    <Stack gap="lg" maw={960}>
      {data ? (
        <>
          <PageHeader title={data.person.name} text={t(own ? 'introOwn' : 'introOther')} />
          <SkillsSection skills={data} can={skillPermissions(user.id, currentRole, data.person.id)} />
        </>
      ) : skills.isError ? (
        <>
          <PageHeader title={own ? user.name : t('title')} />
          <QueryError error={skills.error} onRetry={() => void skills.refetch()} />
        </>
      ) : (
        <Stack role="status" gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={36} width="60%" radius="sm" />
          <Skeleton height={140} radius="md" />
          <Skeleton height={140} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
