import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBooks, IconEye, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Attempt } from '@talentpath/contracts/attempts';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { QueryError } from '../../../../components/ui/query-states';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { useQuizPreview } from '../api/quiz-preview';
import { AttemptScreen } from '../components/attempt-screen';
import { Countdown } from '../components/countdown';
import { QuizNotFound } from '../components/quiz-not-found';
import { isNotFound } from '../../../../lib/api-error';
import { isId } from '../../../../lib/ids';

const NOTHING = () => undefined;

/**
 * /coordinator/quiz-learner-view?quizId={id}: the quiz as a learner gets it (a fresh draw each time), answered
 * with the learner's controls; nothing is saved, submitted or graded.
 */
export function QuizLearnerViewPage() {
  const { t } = useTranslation('quiz-taking');
  const [params] = useSearchParams();
  const quizId = params.get('quizId');
  const preview = useQuizPreview(isId(quizId) ? quizId : null);
  usePageTitle(preview.data ? t('preview.pageTitle', { title: preview.data.quizTitle }) : t('preview.title'));
  if (quizId === null)
    return (
      <ComingSoon title={t('preview.title')} text={t('preview.choose')} icon={<IconEye size={24} />}>
        <Button
          component={Link}
          to="/coordinator/course-display-page"
          leftSection={<IconBooks size={16} aria-hidden />}
        >
          {t('preview.toCourses')}
        </Button>
      </ComingSoon>
    );
  if (!isId(quizId) || isNotFound(preview.error)) return <QuizNotFound what="quiz" />;
  if (preview.isError && !preview.data)
    return <QueryError error={preview.error} onRetry={() => void preview.refetch()} />;
  if (!preview.data || preview.isFetching) return <Skeleton height={480} radius="lg" aria-busy="true" />;
  return <PreviewAttempt key={preview.data.id} attempt={preview.data} onRestart={() => void preview.refetch()} />;
}

function PreviewAttempt({ attempt, onRestart }: { attempt: Attempt; onRestart: () => void }) {
  const { t } = useTranslation('quiz-taking');
  const banner = (
    <Alert color="brand" variant="light" icon={<IconEye size={18} aria-hidden />} title={t('preview.banner')} mt="xs">
      <Text size="sm">{t('preview.bannerText')}</Text>
    </Alert>
  );
  return (
    <AttemptScreen
      attempt={attempt}
      onChange={NOTHING}
      subtitle={banner}
      status={
        <>
          {attempt.deadline ? (
            <Countdown deadline={attempt.deadline} serverNow={attempt.now} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('timer.none')}
            </Text>
          )}
          <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRestart}>
            {t('preview.restart')}
          </Button>
        </>
      }
      summaryActions={() => (
        <Stack gap={4} align="flex-end">
          <Group gap="sm">
            <Button leftSection={<IconSend size={16} aria-hidden />} disabled>
              {t('summary.submit')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('preview.noSubmit')}
          </Text>
        </Stack>
      )}
    />
  );
}
