import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttemptSummary } from '@talentpath/contracts/attempts';
import { formatDateTime } from '../../../../lib/format-date-time';
import { formatNumber } from '../format';
import { overdue } from '../model/countdown';
import { TableScroll } from '../../../../components/ui/table-scroll';

/** The learner's attempts at the quiz, oldest first: state, marks, grade, and the way to each one's results. */
export function AttemptsTable({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useTranslation('quiz-taking');
  return (
    <TableScroll label={t('attempts.tableLabel')} minWidth={560}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('attempts.attempt')}</Table.Th>
            <Table.Th scope="col">{t('attempts.state')}</Table.Th>
            <Table.Th scope="col">{t('attempts.marks')}</Table.Th>
            <Table.Th scope="col">{t('attempts.grade')}</Table.Th>
            <Table.Th scope="col">{t('attempts.review')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Th scope="row" fw={600}>
                {formatNumber(a.number)}
              </Table.Th>
              <Table.Td>
                <Text size="sm">{overdue(a) ? t('attemptState.overdue') : t(`attemptState.${a.state}`)}</Text>
                {a.submittedAt ? (
                  <Text size="xs" c="dimmed">
                    {t('attempts.submitted', { when: formatDateTime(a.submittedAt) })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {a.score === null
                  ? '–'
                  : t('attempts.marksOf', { score: formatNumber(a.score), max: formatNumber(a.maxScore) })}
              </Table.Td>
              <Table.Td>{a.percent === null ? '–' : t('percent', { value: formatNumber(a.percent) })}</Table.Td>
              <Table.Td>
                {a.state === 'in-progress' && !overdue(a) ? (
                  <Anchor
                    component={Link}
                    to={`?attempt=${a.id}`}
                    aria-label={t('attempts.continueN', { n: a.number })}
                  >
                    {t('attempts.continue')}
                  </Anchor>
                ) : (
                  <Anchor
                    component={Link}
                    to={`/learner/quiz-results/${a.id}`}
                    aria-label={t('attempts.resultsN', { n: a.number })}
                  >
                    {t('attempts.results')}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
