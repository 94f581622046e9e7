import { useEffect, useRef } from 'react';
import { Alert, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionImportReport } from '@talentpath/contracts/question-import';
import { rowMessage } from './import-messages';
import { TableScroll } from '../../../../../components/ui/table-scroll';

const STATUS_COLORS = { imported: 'green', failed: 'red', skipped: 'gray' } as const;

/** What an import did (or, checked first, would do): the counts, new categories, and each question's row. */
export function ImportReport({ report }: { report: QuestionImportReport }) {
  const { t } = useTranslation('quiz-authoring');
  const heading = useRef<HTMLHeadingElement>(null);
  // The report replaces the buttons' place in reading order: take the focus there so it is read next.
  useEffect(() => heading.current?.focus(), []);
  const summary = t(report.dryRun ? 'import.summaryDry' : 'import.summary', {
    imported: report.imported,
    failed: report.failed,
    skipped: report.skipped,
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="import-report-heading">
      <Title order={3} fz="md" id="import-report-heading" ref={heading} tabIndex={-1}>
        {report.dryRun ? t('import.reportDry') : t('import.report')}
      </Title>
      <Alert color={report.failed ? 'yellow' : 'green'} variant="light" role="status">
        <Text size="sm">{summary}</Text>
        {report.categoriesCreated.length > 0 && (
          <Text size="sm">
            {t(report.dryRun ? 'import.categoriesDry' : 'import.categories', {
              names: report.categoriesCreated.join(', '),
            })}
          </Text>
        )}
      </Alert>
      {report.rows.length > 0 && (
        <TableScroll label={t('import.tableLabel')} minWidth={420}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('import.line')}</Table.Th>
                <Table.Th scope="col">{t('import.status')}</Table.Th>
                <Table.Th scope="col">{t('import.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.rows.map((row) => (
                <Table.Tr key={`${row.line}-${row.status}`}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>
                    <Badge c="dark.7" color={STATUS_COLORS[row.status]} variant="light" miw="max-content">
                      {t(
                        report.dryRun && row.status === 'imported'
                          ? 'import.statuses.wouldImport'
                          : `import.statuses.${row.status}`,
                      )}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.message ? rowMessage(row.message, t) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
