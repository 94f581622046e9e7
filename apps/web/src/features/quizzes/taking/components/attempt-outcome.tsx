import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Attempt } from '@talentpath/contracts/attempts';
import { formatDateTime } from '../../../../lib/format-date-time';
import { formatDuration, formatNumber } from '../format';
import classes from './taking.module.css';

/** A closed attempt's outcome: marks, grade, passed or not against the pass mark, when, how long, and who closed it. */
export function AttemptOutcome({ attempt, passMark }: { attempt: Attempt; passMark: number | null }) {
  const { t } = useTranslation('quiz-taking');
  const waiting = attempt.state === 'needs-grading';
  const taken =
    attempt.submittedAt === null ? null : (Date.parse(attempt.submittedAt) - Date.parse(attempt.startedAt)) / 1000;
  const facts: [string, string][] = [
    [t('results.started'), formatDateTime(attempt.startedAt)],
    [t('results.completed'), attempt.submittedAt ? formatDateTime(attempt.submittedAt) : '–'],
    [t('results.timeTaken'), taken === null ? '–' : formatDuration(taken)],
    [t('results.closedBy'), attempt.closedBy === 'deadline' ? t('results.byDeadline') : t('results.byLearner')],
    [
      t('results.marks'),
      attempt.score === null
        ? '–'
        : t(waiting ? 'results.marksSoFar' : 'attempts.marksOf', {
            score: formatNumber(attempt.score),
            max: formatNumber(attempt.maxScore),
          }),
    ],
    [t('results.grade'), attempt.percent === null ? '–' : t('percent', { value: formatNumber(attempt.percent) })],
  ];
  if (passMark !== null) facts.push([t('intro.passMark'), t('percent', { value: formatNumber(passMark) })]);

  let verdict = null;
  if (waiting)
    verdict = (
      <Badge
        size="xl"
        color="brand"
        c="brand.9"
        variant="light"
        tt="none"
        leftSection={<IconClockHour4 size={18} aria-hidden />}
      >
        {t('attemptState.needs-grading')}
      </Badge>
    );
  else if (attempt.passed !== null) verdict = <PassBadge passed={attempt.passed} size="xl" />;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" wrap="wrap" align="center">
          {attempt.percent !== null ? (
            <Text fz={36} fw={800} lh={1}>
              {t('percent', { value: formatNumber(attempt.percent) })}
            </Text>
          ) : null}
          {verdict}
        </Group>
        {waiting ? <Text size="sm">{t('results.waitingText')}</Text> : null}
        <SimpleGrid
          cols={{ base: 2, md: 3 }}
          spacing="md"
          verticalSpacing="sm"
          component="dl"
          className={classes.facts}
        >
          {facts.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" fw={600}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Passed or not: a light badge in green or red with dark text (white on Mantine's darkest green is under 4.5:1). */
export function PassBadge({ passed, size = 'lg' }: { passed: boolean; size?: 'lg' | 'xl' }) {
  const { t } = useTranslation('quiz-taking');
  const Icon = passed ? IconCircleCheck : IconCircleX;
  return (
    <Badge
      size={size}
      color={passed ? 'green' : 'red'}
      c="dark.8"
      variant="light"
      tt="none"
      leftSection={<Icon size={18} color={`var(--mantine-color-${passed ? 'green' : 'red'}-9)`} aria-hidden />}
    >
      {passed ? t('result.passed') : t('result.failed')}
    </Badge>
  );
}
