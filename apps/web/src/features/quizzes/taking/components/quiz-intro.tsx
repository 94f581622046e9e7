import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MyAttempts } from '@talentpath/contracts/attempts';
import type { Quiz } from '@talentpath/contracts/quizzes';
import { AppModal } from '../../../../components/ui/app-modal';
import { FormAlert } from '../../../../components/ui/form-alert';
import { QueryError } from '../../../../components/ui/query-states';
import { errorMessage } from '../../../../lib/error-message';
import { useMyAttempts } from '../api/my-attempts';
import { useStartAttempt } from '../api/start-attempt';
import { formatDuration, formatNumber } from '../format';
import { overdue } from '../model/countdown';
import { PassBadge } from './attempt-outcome';
import { AttemptsTable } from './attempts-table';
import { QuizFacts } from './quiz-facts';
import classes from './taking.module.css';

/** The lesson the quiz belongs to, in the course player. */
export const lessonLink = (quiz: Pick<Quiz, 'courseId' | 'lessonId'>) =>
  `/learner/course-view/${quiz.courseId}?lesson=${quiz.lessonId}`;

/**
 * Before an attempt (Moodle's quiz intro): what the quiz is, its settings, the learner's attempts and grade, and
 * Start (after a word on the time limit) or Continue — or why not, in the server's words.
 */
export function QuizIntro({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('quiz-taking');
  const mine = useMyAttempts(quiz.id);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={lessonLink(quiz)} size="sm" className={classes.backLink}>
        <IconArrowLeft size={14} aria-hidden /> {t('intro.backToLesson')}
      </Anchor>
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 30 }} className={classes.wrap}>
          {quiz.title}
        </Title>
        {quiz.description ? <Text className={classes.prompt}>{quiz.description}</Text> : null}
        {quiz.requiredToCompleteLesson ? (
          <Text size="sm" c="dimmed">
            {t('intro.required')}
          </Text>
        ) : null}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <QuizFacts quiz={quiz} mine={mine.data} />
      </Paper>
      {mine.isError ? (
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : !mine.data ? (
        <Skeleton height={120} radius="md" aria-busy="true" />
      ) : (
        <>
          <StartArea quiz={quiz} mine={mine.data} />
          <Stack gap="sm" component="section" aria-labelledby="intro-attempts">
            <Title order={2} fz="lg" id="intro-attempts">
              {t('intro.yourAttempts')}
            </Title>
            {mine.data.grade !== null ? (
              <Group gap="sm">
                <Text>{t('intro.yourGrade', { grade: t('percent', { value: formatNumber(mine.data.grade) }) })}</Text>
                {mine.data.passed !== null ? <PassBadge passed={mine.data.passed} /> : null}
              </Group>
            ) : null}
            {mine.data.items.length === 0 ? (
              <Text c="dimmed">{t('intro.noAttempts')}</Text>
            ) : (
              <AttemptsTable attempts={mine.data.items} />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function StartArea({ quiz, mine }: { quiz: Quiz; mine: MyAttempts }) {
  const { t } = useTranslation(['quiz-taking', 'errors']);
  const navigate = useNavigate();
  const start = useStartAttempt();
  const [asking, setAsking] = useState(false);
  const open = mine.items.find((a) => a.state === 'in-progress' && !overdue(a));
  const begin = () =>
    start.mutate(quiz.id, {
      onSuccess: (attempt) => navigate(`?attempt=${attempt.id}`),
      onError: () => setAsking(false),
    });
  const refusal = quiz.questionCount === 0 ? 'QUIZ_EMPTY' : mine.canStart ? null : mine.refusal;

  if (open && mine.canStart)
    return (
      <Group>
        <Button component={Link} to={`?attempt=${open.id}`} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
          {t('intro.continue')}
        </Button>
      </Group>
    );
  if (refusal)
    return (
      <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
        <Text size="sm" c="dark.7">
          {t(`errors:${refusal}` as 'errors:INTERNAL', { defaultValue: t('errors:INTERNAL') })}
        </Text>
      </Alert>
    );
  return (
    <Stack gap="sm" align="flex-start">
      {start.isError ? <FormAlert>{errorMessage(start.error)}</FormAlert> : null}
      <Button
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        loading={start.isPending && !asking}
        onClick={() => (quiz.timeLimitMinutes ? setAsking(true) : begin())}
      >
        {mine.items.length > 0 ? t('intro.startAgain') : t('intro.start')}
      </Button>
      <AppModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('intro.timedTitle')}
        closable={!start.isPending}
      >
        <Stack gap="md">
          <Text>{t('intro.timedText', { limit: formatDuration((quiz.timeLimitMinutes ?? 0) * 60) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} disabled={start.isPending}>
              {t('confirm.cancel')}
            </Button>
            <Button onClick={begin} loading={start.isPending}>
              {t('intro.start')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
