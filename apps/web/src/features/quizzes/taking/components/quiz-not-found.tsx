import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { ApiError } from '../../../../lib/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id the API could know; anything else is not found without asking. */
export const isId = (value: string | null | undefined): value is string => Boolean(value && UUID.test(value));

/** A quiz or attempt the caller may not see answers 404 (never 403: its existence is not told). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION');

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
