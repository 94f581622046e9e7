import { useState } from 'react';
import { Anchor, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconCertificateOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Certificate } from '@talentpath/contracts/certificates';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { isNotFound } from '../../../lib/api-error';
import { isId } from '../../../lib/ids';
import { useCourseCertificates, useCourseTitle } from '../api/course-certificates';
import { CourseCertificatesTable } from '../components/course-certificates-table';
import { RevokeDialog } from '../components/revoke-dialog';
import { TemplateSection } from '../components/template-section';
import { ValiditySection } from '../components/validity-form';

/**
 * /coordinator/course-certificates/{courseId} (issue 25): the course owner's certificates of one course — how long
 * new ones are valid, and every one issued, newest first, with its PDF and a way to revoke it (with a reason anyone
 * who verifies it reads). A course that is not there, or not the caller's to see, is not found; someone else's
 * course (403 COURSE_NOT_OWNER) says so, as any failure to load does.
 */
export function CourseCertificatesPage() {
  const { t } = useTranslation(['certificates', 'common']);
  const { courseId } = useParams();
  const id = isId(courseId) ? courseId : null;
  const list = useCourseCertificates(id);
  const items = list.data?.items;
  // The title is on every certificate; only a course with none yet is asked for it.
  const course = useCourseTitle(id, items?.length === 0);
  const title = items?.[0]?.course.title ?? course.data;
  const notFound = id === null || (list.isError && isNotFound(list.error));
  const heading = title ? t('certificates:course.title', { course: title }) : t('certificates:course.heading');
  usePageTitle(notFound ? t('common:notFound.title') : heading);

  if (notFound)
    return (
      <ComingSoon
        title={t('common:notFound.title')}
        text={t('certificates:course.notFound')}
        icon={<IconCertificateOff size={24} />}
      />
    );

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={`/coordinator/course-details/${id}`} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('certificates:course.back')}
        </Group>
      </Anchor>
      <PageHeader title={heading} text={t('certificates:course.intro')} />
      {list.isError && !items ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <ValiditySection courseId={id} />
          <TemplateSection courseId={id} />
          <IssuedSection courseId={id} items={items} />
        </>
      )}
    </Stack>
  );
}

/** The certificates issued: a skeleton while loading, the empty state, or the table; Revoke opens its dialog. */
function IssuedSection({ courseId, items }: { courseId: string; items: Certificate[] | undefined }) {
  const { t } = useTranslation('certificates');
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="issued-certificates"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="issued-certificates">
          {t('course.listTitle')}
        </Title>
        {!items ? (
          <Stack role="status" gap="xs" aria-busy="true" aria-label={t('course.loading')}>
            <Skeleton h={48} radius="sm" />
            <Skeleton h={48} radius="sm" />
            <Skeleton h={48} radius="sm" />
          </Stack>
        ) : items.length === 0 ? (
          <EmptyState title={t('course.emptyTitle')} text={t('course.emptyText')} />
        ) : (
          <CourseCertificatesTable
            courseId={courseId}
            items={items}
            onRevoke={(certificate) => {
              setRevoking(certificate);
              setOpened(true);
            }}
          />
        )}
      </Stack>
      <RevokeDialog certificate={revoking} opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
