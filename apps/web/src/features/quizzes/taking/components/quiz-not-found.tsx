import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { usePageTitle } from '../../../../components/ui/use-page-title';

/** In-app not found for a quiz or an attempt, with the way back to the role's home. */
export function QuizNotFound({ what }: { what: 'quiz' | 'attempt' }) {
  const { t } = useTranslation(['quiz-taking', 'common']);
  usePageTitle(t('common:notFound.title'));
  return (
    <ComingSoon
      title={t('common:notFound.title')}
      text={t(what === 'quiz' ? 'quiz-taking:notFound.quiz' : 'quiz-taking:notFound.attempt')}
      icon={<IconMapSearch size={24} />}
    />
  );
}
