import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBook, IconEyeOff, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Attempt } from '@talentpath/contracts/attempts';
import type { Quiz } from '@talentpath/contracts/quizzes';
import { QueryError } from '../../../../components/ui/query-states';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { formatDateTime } from '../../../../lib/format-date-time';
import { useAttempt } from '../api/get-attempt';
import { useQuiz } from '../api/get-quiz';
import { AttemptOutcome } from '../components/attempt-outcome';
import { lessonLink } from '../components/quiz-intro';
import { QuizNotFound } from '../components/quiz-not-found';
import { isNotFound } from '../../../../lib/api-error';
import { isId } from '../../../../lib/ids';
import { ReviewCard } from '../components/review-card';
import classes from '../components/taking.module.css';

/** /learner/quiz-results/{attemptId}: the attempt's outcome, and each question's review when the quiz allows it. */
export function QuizResultsPage() {
  const { attemptId } = useParams();
  const { t } = useTranslation('quiz-taking');
  const attempt = useAttempt(isId(attemptId) ? attemptId : null);
  const quiz = useQuiz(attempt.data?.quizId);
  usePageTitle(attempt.data ? t('results.pageTitle', { title: attempt.data.quizTitle }) : t('results.title'));
  if (!isId(attemptId) || isNotFound(attempt.error)) return <QuizNotFound what="attempt" />;
  if (attempt.isError && !attempt.data)
    return <QueryError error={attempt.error} onRetry={() => void attempt.refetch()} />;
  if (!attempt.data) return <Skeleton height={480} radius="lg" aria-busy="true" />;
  return <Results attempt={attempt.data} quiz={quiz.data ?? null} />;
}

function Results({ attempt, quiz }: { attempt: Attempt; quiz: Quiz | null }) {
  const { t } = useTranslation('quiz-taking');
  const links = (
    <Group gap="sm" wrap="wrap">
      <Button
        component={Link}
        to={lessonLink(attempt)}
        variant="default"
        leftSection={<IconBook size={16} aria-hidden />}
      >
        {t('results.toLesson')}
      </Button>
      <Button
        component={Link}
        to={`/learner/take-quiz/${attempt.quizId}`}
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {t('results.toQuiz')}
      </Button>
    </Group>
  );
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/learner/take-quiz/${attempt.quizId}`} size="sm" className={classes.backLink}>
        <IconArrowLeft size={14} aria-hidden /> {t('results.toQuiz')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }} className={classes.wrap}>
          {t('results.heading', { title: attempt.quizTitle })}
        </Title>
        <Text c="dimmed">{t('attempt.number', { n: attempt.number })}</Text>
      </Stack>
      {attempt.state === 'in-progress' ? (
        <Alert color="brand" variant="light" title={t('results.inProgress')}>
          <Button
            component={Link}
            to={`/learner/take-quiz/${attempt.quizId}?attempt=${attempt.id}`}
            mt="xs"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            {t('intro.continue')}
          </Button>
        </Alert>
      ) : (
        <>
          <AttemptOutcome attempt={attempt} passMark={quiz?.passMark ?? null} />
          <Stack gap="md" component="section" aria-labelledby="results-review">
            <Title order={2} fz="xl" id="results-review">
              {t('results.review')}
            </Title>
            {attempt.reviewOpen ? (
              attempt.questions.map((q) => (q.review ? <ReviewCard key={q.position} question={q} /> : null))
            ) : (
              <Alert color="gray" variant="light" icon={<IconEyeOff size={18} aria-hidden />}>
                <Text size="sm" c="dark.7">
                  {reviewClosedText(quiz, t)}
                </Text>
              </Alert>
            )}
          </Stack>
        </>
      )}
      {links}
    </Stack>
  );
}

/** When the learner may see the answers and feedback, since they may not yet. */
function reviewClosedText(quiz: Quiz | null, t: ReturnType<typeof useTranslation<'quiz-taking'>>['t']) {
  if (quiz?.review === 'after-close' && quiz.closesAt)
    return t('results.reviewAfterClose', { when: formatDateTime(quiz.closesAt) });
  if (quiz?.review === 'never' || quiz?.review === 'after-close') return t('results.reviewNever');
  return t('results.reviewLater');
}
