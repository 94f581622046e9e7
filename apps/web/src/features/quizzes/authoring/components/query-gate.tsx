import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { LoadError } from '../../../../components/ui/list-state';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { isNotFound } from './ids';

/** In-app not found for a lesson or a quiz of the coordinator's (or one they may not see). */
export function QuizNotFound({ what }: { what: 'lesson' | 'quiz' }) {
  const { t } = useTranslation(['quiz-authoring', 'common']);
  usePageTitle(t('common:notFound.title'));
  return (
    <ComingSoon
      title={t('common:notFound.title')}
      text={t(what === 'lesson' ? 'notFound.lesson' : 'notFound.quiz')}
      icon={<IconMapSearch size={24} />}
    />
  );
}

type Props<T> = {
  /** The screen's query; disabled (no valid id in the address) counts as not found. */
  query: UseQueryResult<T>;
  valid: boolean;
  what: 'lesson' | 'quiz';
  errorTitle?: string;
  children: (data: T) => ReactNode;
};

/** What a screen shows while its data comes, when it cannot come (with a retry), or when there is none to see. */
export function QueryGate<T>({ query, valid, what, errorTitle, children }: Props<T>) {
  const { t } = useTranslation('quiz-authoring');
  if (!valid || (query.isError && isNotFound(query.error))) return <QuizNotFound what={what} />;
  if (query.isError)
    return (
      <LoadError
        title={errorTitle ?? t('loadError')}
        retryLabel={t('tryAgain')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data === undefined)
    return (
      <Stack role="status" gap="md" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={240} />
      </Stack>
    );
  return children(query.data);
}
