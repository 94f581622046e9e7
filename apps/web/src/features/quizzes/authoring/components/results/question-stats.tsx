import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuizResults } from '@talentpath/contracts/attempts';
import classes from '../quiz-authoring.module.css';
import { shortText } from '../bank/question-row';
import { formatNumber, formatPercent } from './format';
import { TableScroll } from '../../../../../components/ui/table-scroll';

type Stat = QuizResults['questions'][number];

/** A share (0–1) as a bar of the chart: its track and its filled part. */
function Bar({ share, secondary = false }: { share: number | null; secondary?: boolean }) {
  return (
    <div className={classes.track}>
      {share !== null && (
        <div
          className={secondary ? classes.fillSecondary : classes.fill}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      )}
    </div>
  );
}

/**
 * How each question did over closed attempts: the share answered fully right and the facility (mean share of its
 * points earned) as bars, and the same figures with the discrimination in a table beside them — the table is what
 * assistive technology reads; the bars repeat it for the eye.
 */
export function QuestionStats({ questions }: { questions: Stat[] }) {
  const { t, i18n } = useTranslation('quiz-authoring');
  const lang = i18n.language;
  const share = (value: number | null) => (value === null ? '—' : formatPercent(value * 100, lang));
  const label = (stat: Stat, index: number) =>
    t('stats.questionLabel', { number: index + 1, prompt: shortText(stat.prompt, 50) });

  return (
    <Stack gap="sm" component="section" aria-labelledby="stats-heading">
      <Title order={2} fz="lg" id="stats-heading">
        {t('stats.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('stats.intro')}
      </Text>
      {questions.length === 0 ? (
        <Text c="dimmed">{t('stats.none')}</Text>
      ) : (
        <>
          <Paper withBorder radius="md" p="sm" aria-hidden>
            <Stack gap="sm">
              <Group gap="md">
                <Group gap={6}>
                  <div className={classes.fill} style={{ width: 14, height: 14, borderRadius: 3 }} />
                  <Text size="xs">{t('stats.shareCorrect')}</Text>
                </Group>
                <Group gap={6}>
                  <div className={classes.fillSecondary} style={{ width: 14, height: 14, borderRadius: 3 }} />
                  <Text size="xs">{t('stats.facility')}</Text>
                </Group>
              </Group>
              {questions.map((stat, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a question deleted from the bank has no id; the order is fixed
                <Stack key={`${stat.questionId ?? 'gone'}-${index}`} gap={4}>
                  <Text size="sm" className={classes.wrap}>
                    {label(stat, index)}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <div style={{ flex: 1 }}>
                      <Bar share={stat.shareCorrect} />
                    </div>
                    <Text size="xs" w={56} ta="right">
                      {share(stat.shareCorrect)}
                    </Text>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <div style={{ flex: 1 }}>
                      <Bar share={stat.facility} secondary />
                    </div>
                    <Text size="xs" w={56} ta="right">
                      {share(stat.facility)}
                    </Text>
                  </Group>
                </Stack>
              ))}
            </Stack>
          </Paper>
          <TableScroll label={t('stats.tableCaption')} minWidth={560}>
            <Table striped withTableBorder fz="sm" aria-label={t('stats.tableCaption')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('stats.question')}</Table.Th>
                  <Table.Th scope="col">{t('stats.type')}</Table.Th>
                  <Table.Th scope="col">{t('stats.attempts')}</Table.Th>
                  <Table.Th scope="col">{t('stats.shareCorrect')}</Table.Th>
                  <Table.Th scope="col">{t('stats.facility')}</Table.Th>
                  <Table.Th scope="col">{t('stats.discrimination')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {questions.map((stat, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a question deleted from the bank has no id; the order is fixed
                  <Table.Tr key={`${stat.questionId ?? 'gone'}-${index}`}>
                    <Table.Th scope="row" fw={400} className={classes.wrap}>
                      {label(stat, index)}
                    </Table.Th>
                    <Table.Td>
                      <Badge c="dark.7" variant="light" size="sm">
                        {t(`types.${stat.type}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{stat.attempts}</Table.Td>
                    <Table.Td>{share(stat.shareCorrect)}</Table.Td>
                    <Table.Td>{share(stat.facility)}</Table.Td>
                    <Table.Td>
                      {stat.discrimination === null ? '—' : formatNumber(stat.discrimination, lang, 2)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Stack>
  );
}
