import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLessonQuizzes } from '../../api/lesson-quizzes';
import { formatDuration } from '../../format';
import classes from './player.module.css';

/** Where a learner takes a quiz. */
const takeQuizLink = (quizId: string) => `/learner/take-quiz/${quizId}`;

/**
 * A lesson's quizzes under its materials: each one's title, size and time limit, whether passing it completes
 * the lesson, and Take quiz.
 */
export function LessonQuizzes({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('learning');
  const quizzes = useLessonQuizzes(lessonId).data?.items ?? [];
  if (quizzes.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="player-quizzes">
      <Group gap="xs" wrap="nowrap">
        <IconClipboardCheck size={18} aria-hidden />
        <Title order={3} fz="md" id="player-quizzes">
          {t('player.quizzes.heading', { count: quizzes.length })}
        </Title>
      </Group>
      {quizzes.map((quiz) => (
        <Paper key={quiz.id} withBorder radius="md" p="md">
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Text fw={700} className={classes.wrap}>
                {quiz.title}
              </Text>
              <Text size="sm" c="dimmed">
                {t('player.quizzes.questions', { count: quiz.questionCount })}
                {' · '}
                {quiz.timeLimitMinutes
                  ? t('player.quizzes.timeLimit', { time: formatDuration(quiz.timeLimitMinutes) })
                  : t('player.quizzes.noTimeLimit')}
              </Text>
              {quiz.requiredToCompleteLesson ? (
                <Badge variant="light" color="brand" c="brand.9" tt="none" style={{ alignSelf: 'flex-start' }}>
                  {t('player.quizzes.required')}
                </Badge>
              ) : null}
            </Stack>
            <Button
              component={Link}
              to={takeQuizLink(quiz.id)}
              variant="light"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-label={t('player.quizzes.takeNamed', { title: quiz.title })}
            >
              {t('player.quizzes.take')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
