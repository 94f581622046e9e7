import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseFunnel } from '@talentpath/contracts/analytics';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber, formatPercent } from '../../../lib/format-number';
import type { DayRange } from '../api/activity';
import { downloadCourseFunnel } from '../api/course-insights';
import { ExportButtons } from './export-buttons';
import { shareText } from './course-figures';

type Props = { funnel: CourseFunnel; range: DayRange };

/**
 * How the course's quizzes went for the range's learners, in lesson order: who attempted each, who has a graded
 * attempt, who passed, and the pass rate of those graded; each quiz opens its item analysis.
 */
export function CourseQuizzes({ funnel, range }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const title = t('coordinator.quizzes.title');
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-quizzes-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} maw={560}>
            <Title order={2} fz="lg" id="course-quizzes-title">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('coordinator.quizzes.text')}
            </Text>
          </Stack>
          {funnel.quizzes.length ? (
            <ExportButtons
              what="coordinator.quizzes"
              download={(format) => downloadCourseFunnel(funnel.course.id, range, 'quizzes', format)}
            />
          ) : null}
        </Group>
        {funnel.quizzes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('coordinator.quizzes.none')}
          </Text>
        ) : (
          <TableScroll label={title} minWidth={720}>
            <Table striped verticalSpacing="xs" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('coordinator.quizzes.quiz')}</Table.Th>
                  <Table.Th>{t('coordinator.quizzes.lesson')}</Table.Th>
                  <Table.Th ta="right">{t('coordinator.quizzes.passMark')}</Table.Th>
                  <Table.Th ta="right">{t('coordinator.quizzes.attempted')}</Table.Th>
                  <Table.Th ta="right">{t('coordinator.quizzes.graded')}</Table.Th>
                  <Table.Th ta="right">{t('coordinator.quizzes.passed')}</Table.Th>
                  <Table.Th ta="right">{t('coordinator.quizzes.rate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {funnel.quizzes.map((row) => (
                  <Table.Tr key={row.quiz.id}>
                    <Table.Th scope="row" fw={500} miw={160} style={{ overflowWrap: 'anywhere' }}>
                      <Anchor
                        component={Link}
                        to={`/coordinator/quiz-results/${encodeURIComponent(row.quiz.id)}`}
                        fw={600}
                      >
                        {row.quiz.title}
                      </Anchor>
                    </Table.Th>
                    <Table.Td miw={140} style={{ overflowWrap: 'anywhere' }}>
                      {row.lesson.title}
                    </Table.Td>
                    <Table.Td ta="right">{formatPercent(row.passMark / 100, i18n.language)}</Table.Td>
                    <Table.Td ta="right">{number(row.attempted)}</Table.Td>
                    <Table.Td ta="right">{number(row.graded)}</Table.Td>
                    <Table.Td ta="right">{number(row.passed)}</Table.Td>
                    <Table.Td ta="right">{shareText(row.passed, row.graded, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
