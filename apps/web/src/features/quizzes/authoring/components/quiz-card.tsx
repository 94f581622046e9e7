import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Quiz } from '@talentpath/contracts/quizzes';
import { formatDateTime } from '../../../../lib/format-date-time';
import { quizPaths } from './ids';
import classes from './quiz-authoring.module.css';

/** A quiz of the lesson: its size and settings at a glance, and the ways to edit, preview and see its results. */
export function QuizCard({ quiz }: { quiz: Quiz }) {
  const { t, i18n } = useTranslation('quiz-authoring');
  const headingId = `quiz-${quiz.id}`;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
  const facts: [string, string][] = [
    [
      t('quizList.timeLimit'),
      quiz.timeLimitMinutes ? t('quizList.minutes', { count: quiz.timeLimitMinutes }) : t('quizList.noLimit'),
    ],
    [t('quizList.attempts'), quiz.attemptsAllowed === null ? t('quizForm.unlimited') : String(quiz.attemptsAllowed)],
    [t('quizList.grading'), t(`gradingMethods.${quiz.gradingMethod}`)],
    [t('quizList.passMark'), `${quiz.passMark} %`],
    [t('quizList.opens'), when(quiz.opensAt) ?? t('quizList.always')],
    [t('quizList.closes'), when(quiz.closesAt) ?? t('quizList.never')],
    [t('quizList.review'), t(`reviews.${quiz.review}`)],
    [t('quizList.layout'), t(`layouts.${quiz.layout}`)],
  ];
  const links = [
    {
      to: quizPaths.edit(quiz.id),
      label: t('quizList.edit'),
      name: t('quizList.editQuiz', { title: quiz.title }),
      Icon: IconPencil,
    },
    {
      to: quizPaths.results(quiz.id),
      label: t('quizList.results'),
      name: t('quizList.resultsOf', { title: quiz.title }),
      Icon: IconChartBar,
    },
    {
      to: quizPaths.preview(quiz.id),
      label: t('quizList.preview'),
      name: t('quizList.previewOf', { title: quiz.title }),
      Icon: IconEye,
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Title order={2} fz="lg" id={headingId} className={classes.wrap}>
              {quiz.title}
            </Title>
            <Group gap={6} wrap="wrap">
              <Badge c="dark.7" variant="light">
                {t('slots.questionCount', { count: quiz.questionCount })}
              </Badge>
              <Badge c="dark.7" variant="light" color="gray">
                {quiz.totalPoints === null
                  ? t('slots.pointsVary')
                  : t('slots.totalPoints', { count: quiz.totalPoints })}
              </Badge>
              {quiz.requiredToCompleteLesson && (
                <Badge c="dark.7" variant="light" color="grape">
                  {t('quizList.required')}
                </Badge>
              )}
              {quiz.shuffleQuestions && (
                <Badge variant="outline" color="gray.8">
                  {t('quizList.shuffled')}
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {links.map(({ to, label, name, Icon }, index) => (
              <Button
                key={to}
                component={Link}
                to={to}
                size="xs"
                variant={index === 0 ? 'filled' : 'default'}
                leftSection={<Icon size={14} aria-hidden />}
                aria-label={name}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Group>
        {quiz.description && (
          <Text size="sm" c="dimmed" className={classes.wrap} style={{ whiteSpace: 'pre-line' }}>
            {quiz.description}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} className={classes.wrap}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
