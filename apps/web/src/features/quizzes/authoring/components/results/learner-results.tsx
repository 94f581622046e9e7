import { Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { QuizResults } from '@talentpath/contracts/attempts';
import { formatDateTime } from '../../../../../lib/format-date-time';
import classes from '../quiz-authoring.module.css';
import { formatNumber, formatPercent } from './format';
import { TableScroll } from '../../../../../components/ui/table-scroll';

type LearnerRow = QuizResults['learners'][number];

/** Seconds as hours, minutes and seconds ('1 h 5 min', '12 min 30 s', '45 s'). */
export function formatDuration(seconds: number, t: TFunction<'quiz-authoring'>): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return t('results.durationHours', { h, m });
  if (m) return t('results.durationMinutes', { m, s });
  return t('results.durationSeconds', { s });
}

/** Passed, failed, or not graded yet. */
export function PassBadge({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation('quiz-authoring');
  if (passed === null)
    return (
      <Badge c="dark.7" variant="light" color="gray" miw="max-content">
        {t('results.notGraded')}
      </Badge>
    );
  return (
    <Badge c="dark.7" variant="light" color={passed ? 'green' : 'red'} miw="max-content">
      {passed ? t('results.passed') : t('results.failed')}
    </Badge>
  );
}

const STATE_COLORS = { 'in-progress': 'blue', 'needs-grading': 'yellow', graded: 'gray' } as const;

/** One learner: their grade by the quiz's method, and each attempt with its score, time taken and state. */
function LearnerCard({ row }: { row: LearnerRow }) {
  const { t, i18n } = useTranslation('quiz-authoring');
  const lang = i18n.language;
  const headingId = `learner-${row.learner.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Title order={3} fz="md" id={headingId} className={classes.wrap}>
              {row.learner.name}
            </Title>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {row.learner.email}
            </Text>
          </Stack>
          <Group gap="xs">
            <Text fw={700}>
              <VisuallyHidden>{t('results.grade')} </VisuallyHidden>
              {row.grade === null ? '—' : formatPercent(row.grade, lang)}
            </Text>
            <PassBadge passed={row.passed} />
          </Group>
        </Group>
        <TableScroll label={t('results.attemptsOf', { name: row.learner.name })} minWidth={620}>
          <Table striped fz="sm" aria-label={t('results.attemptsOf', { name: row.learner.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('results.attempt')}</Table.Th>
                <Table.Th scope="col">{t('results.state')}</Table.Th>
                <Table.Th scope="col">{t('results.started')}</Table.Th>
                <Table.Th scope="col">{t('results.timeTaken')}</Table.Th>
                <Table.Th scope="col">{t('results.score')}</Table.Th>
                <Table.Th scope="col">{t('results.percent')}</Table.Th>
                <Table.Th scope="col">{t('results.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.attempts.map((attempt) => (
                <Table.Tr key={attempt.id}>
                  <Table.Td>{attempt.number}</Table.Td>
                  <Table.Td>
                    <Badge c="dark.7" variant="light" color={STATE_COLORS[attempt.state]} size="sm" miw="max-content">
                      {t(`states.${attempt.state}`)}
                    </Badge>
                    {attempt.closedBy === 'deadline' && (
                      <Text size="xs" c="dimmed">
                        {t('results.closedByDeadline')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(attempt.startedAt, lang)}</Table.Td>
                  <Table.Td>
                    {attempt.durationSeconds === null ? '—' : formatDuration(attempt.durationSeconds, t)}
                  </Table.Td>
                  <Table.Td>
                    {attempt.score === null
                      ? '—'
                      : t('results.scoreOf', {
                          score: formatNumber(attempt.score, lang, 2),
                          max: formatNumber(attempt.maxScore, lang, 2),
                        })}
                  </Table.Td>
                  <Table.Td>{attempt.percent === null ? '—' : formatPercent(attempt.percent, lang)}</Table.Td>
                  <Table.Td>{attempt.state === 'in-progress' ? '—' : <PassBadge passed={attempt.passed} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Stack>
    </Paper>
  );
}

/** Every learner who attempted the quiz, by name. */
export function LearnerResults({ results }: { results: QuizResults }) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Stack gap="sm" component="section" aria-labelledby="learners-heading">
      <Title order={2} fz="lg" id="learners-heading">
        {t('results.learners', { count: results.learners.length })}
      </Title>
      {results.learners.length === 0 ? (
        <Text c="dimmed">{t('results.noAttempts')}</Text>
      ) : (
        results.learners.map((row) => <LearnerCard key={row.learner.id} row={row} />)
      )}
    </Stack>
  );
}
