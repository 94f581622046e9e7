import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { CoursePicker } from './course-picker';

/** The course to assign does not exist or is not the caller's to see (ADR 0032 answers 404): pick another. */
export function CourseNotFound({ onChoose }: { onChoose: (courseId: string) => void }) {
  const { t } = useTranslation(['course-enrolments', 'common']);
  usePageTitle(t('common:notFound.title'));
  return (
    <ComingSoon title={t('common:notFound.title')} text={t('assign.courseNotFound')} icon={<IconMapSearch size={24} />}>
      <CoursePicker value={null} onChoose={onChoose} />
    </ComingSoon>
  );
}
