import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyAttempts } from '@talentpath/contracts/attempts';
import type { Quiz } from '@talentpath/contracts/quizzes';
import { formatDateTime } from '../../../../lib/format-date-time';
import { formatDuration, formatNumber } from '../format';
import classes from './taking.module.css';

/** The quiz's settings as a learner needs them before starting (Moodle's quiz intro), as a description list. */
export function QuizFacts({ quiz, mine }: { quiz: Quiz; mine: MyAttempts | undefined }) {
  const { t } = useTranslation('quiz-taking');
  const used = mine?.items.length ?? 0;
  const facts: [string, string][] = [
    [t('intro.questions'), formatNumber(quiz.questionCount)],
    [t('intro.timeLimit'), quiz.timeLimitMinutes ? formatDuration(quiz.timeLimitMinutes * 60) : t('intro.noTimeLimit')],
    [
      t('intro.attempts'),
      quiz.attemptsAllowed === null
        ? t('intro.attemptsUnlimited', { used: formatNumber(used) })
        : t('intro.attemptsUsed', { used: formatNumber(used), allowed: formatNumber(quiz.attemptsAllowed) }),
    ],
    [t('intro.gradingMethod'), t(`grading.${quiz.gradingMethod}`)],
    [t('intro.passMark'), t('percent', { value: formatNumber(quiz.passMark) })],
    [t('intro.review'), t(`reviewPolicy.${quiz.review}`)],
  ];
  if (quiz.opensAt) facts.push([t('intro.opens'), formatDateTime(quiz.opensAt)]);
  if (quiz.closesAt) facts.push([t('intro.closes'), formatDateTime(quiz.closesAt)]);
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm" component="dl" className={classes.facts}>
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} className={classes.wrap}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
