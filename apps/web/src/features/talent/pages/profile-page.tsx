import { useState } from 'react';
import { Box, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconFileCv, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Role } from '@talentpath/contracts/roles';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { isNotFound } from '../../../lib/api-error';
import { isId } from '../../../lib/ids';
import { useSignedInSession } from '../../../lib/session-store';
import { usePersonSkills } from '../api/get-person-skills';
import { useProfile } from '../api/get-profile';
import { LearningSection } from '../components/learning-section';
import { ProfileAbout } from '../components/profile-about';
import { ProfileEditDialog } from '../components/profile-edit-dialog';
import { ProfilePhoto } from '../components/profile-photo';
import { SkillsSection } from '../components/skills-section';
import { WorkSection } from '../components/work-section';
import { skillPermissions } from '../permissions';

/** Who may make a CV of another person (for a tender; the server's cv policy decides). */
const CV_MAKERS: readonly Role[] = ['ProjectManager', 'Admin', 'SuperAdmin'];

/**
 * /learner/profile (the caller's own), /learner/profile/{id} and /learner/view-profile/{id}: a person's talent
 * profile — each part the caller may see (ADR 0060): about them, skills, completed courses, projects and
 * availability. The person edits what they say and who sees which part.
 */
export function ProfilePage() {
  const { t } = useTranslation(['talent', 'common']);
  const { user, currentRole } = useSignedInSession();
  const { id } = useParams();
  const personId = id ?? user.id;
  const valid = isId(personId);
  const profile = useProfile(valid ? personId : undefined);
  const data = profile.data;
  const notFound = !valid || (profile.isError && isNotFound(profile.error));
  const own = personId === user.id;
  const [editing, setEditing] = useState(false);
  usePageTitle(notFound ? t('common:notFound.title') : (data?.person.name ?? (own ? user.name : t('title'))));

  if (notFound)
    return <ComingSoon title={t('common:notFound.title')} text={t('notFound')} icon={<IconUserSearch size={24} />} />;

  return (
    <Stack gap="lg" maw={960}>
      {data ? (
        <>
          <Group gap="lg" align="flex-start" wrap="nowrap">
            <ProfilePhoto person={data.person} own={own} />
            <Box flex={1} miw={0} pt={own ? 'xs' : 0}>
              <PageHeader title={data.person.name} text={data.about?.headline || t(own ? 'introOwn' : 'introOther')} />
              {(own || CV_MAKERS.includes(currentRole)) && (
                <Button
                  component={Link}
                  to={own ? '/cv' : `/cv?personId=${data.person.id}`}
                  variant="light"
                  size="xs"
                  leftSection={<IconFileCv size={16} aria-hidden />}
                  mt="xs"
                >
                  {t(own ? 'cv.own' : 'cv.other', { name: data.person.name })}
                </Button>
              )}
            </Box>
          </Group>
          <ProfileAbout profile={data} own={own} onEdit={() => setEditing(true)} />
          {own && <ProfileEditDialog profile={editing ? data : null} onClose={() => setEditing(false)} />}
          {data.skillsVisible && <SkillsPart personId={data.person.id} />}
          {data.learningVisible && <LearningSection personId={data.person.id} name={data.person.name} own={own} />}
          {data.workVisible && <WorkSection personId={data.person.id} name={data.person.name} own={own} />}
        </>
      ) : profile.isError ? (
        <>
          <PageHeader title={own ? user.name : t('title')} />
          <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
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

/** The person's skills, read by their own call, with what the caller may do with them. */
function SkillsPart({ personId }: { personId: string }) {
  const { t } = useTranslation('talent');
  const { user, currentRole } = useSignedInSession();
  const skills = usePersonSkills(personId);
  if (skills.data)
    return <SkillsSection skills={skills.data} can={skillPermissions(user.id, currentRole, skills.data.person.id)} />;
  if (skills.isError) return <QueryError error={skills.error} onRetry={() => void skills.refetch()} />;
  return <Skeleton height={140} radius="md" role="status" aria-label={t('loading')} />;
}
