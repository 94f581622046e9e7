import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { usePageTitle } from '../../../components/ui/use-page-title';

/** /learner/course-categories — placeholder until a later release builds it. */
export function CourseCategoriesPage() {
  const { t } = useTranslation('learner');
  usePageTitle(t('courseCategories.title'));
  return <ComingSoon title={t('courseCategories.title')} text={t('courseCategories.text')} />;
}
