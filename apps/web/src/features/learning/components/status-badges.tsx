import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@talentpath/contracts/courses';
import type { EnrolmentStatus } from '@talentpath/contracts/enrolments';

const COURSE_COLOR: Record<CourseStatus, string> = { draft: 'gray', published: 'green', archived: 'orange' };
const ENROLMENT_COLOR: Record<EnrolmentStatus, string> = {
  'not-started': 'gray',
  'in-progress': 'blue',
  completed: 'green',
  overdue: 'red',
};

// A coloured dot beside dark text (as the other status badges): a light badge's coloured text misses 4.5:1.

/** A course's status: draft, published or archived. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('learning');
  return (
    <Badge color={COURSE_COLOR[status]} variant="dot" c="dark.7">
      {t(`courseStatus.${status}`)}
    </Badge>
  );
}

/** An enrolment's status: not started, in progress, completed or overdue (filled red: it asks for action). */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation('learning');
  return status === 'overdue' ? (
    <Badge color="red.9" variant="filled">
      {t('enrolmentStatus.overdue')}
    </Badge>
  ) : (
    <Badge color={ENROLMENT_COLOR[status]} variant="dot" c="dark.7">
      {t(`enrolmentStatus.${status}`)}
    </Badge>
  );
}
