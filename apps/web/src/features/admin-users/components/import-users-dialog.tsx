import { useState } from 'react';
import { Badge, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { IMPORT_MAX_BYTES, type ImportReport } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { translateValidation } from '../../../lib/validation';
import { useImportUsers } from '../api/import-users';
import { ACTIVE_GREEN } from './user-format';
import { TableScroll } from '../../../components/ui/table-scroll';

export const SAMPLE_CSV = '/samples/users-import.csv';

/** Bulk import: pick a CSV file, send it, then a row-by-row report of what was created and what was rejected. */
export function ImportUsersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const importUsers = useImportUsers();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const pending = importUsers.isPending;
  const report = importUsers.data;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('import.fileRequired'));
    if (file.size > IMPORT_MAX_BYTES) return setFileError(t('import.fileTooLarge'));
    setFileError(null);
    importUsers.mutate(await file.text());
  };

  // A file the server cannot read at all (no header, too many rows) is a VALIDATION error on `file`.
  const failure = importUsers.error;
  const failureText =
    failure instanceof ApiError && failure.details[0]
      ? (translateValidation(failure.details[0].message) ?? errorMessage(failure))
      : errorMessage(failure);

  return (
    <AppModal opened onClose={() => !pending && onClose()} title={t('import.title')} closable={!pending}>
      {report ? (
        <ImportReportView report={report} onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('import.intro')}</Text>
            <Button
              component="a"
              href={SAMPLE_CSV}
              download="users-import.csv"
              variant="subtle"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('import.sample')}
            </Button>
            {failure && <FormAlert>{failureText}</FormAlert>}
            <FileInput
              label={t('import.file')}
              placeholder={t('import.filePlaceholder')}
              // The placeholder is a span here, not an input's placeholder: it needs readable text.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              accept=".csv,text/csv"
              required
              clearable
              // Mantine's clear button has no name of its own (axe's button-name once a file is chosen).
              clearButtonProps={{ 'aria-label': t('import.clearFile') }}
              leftSection={<IconFileTypeCsv size={18} aria-hidden />}
              value={file}
              onChange={(next) => {
                setFile(next);
                setFileError(null);
                importUsers.reset();
              }}
              error={fileError}
              disabled={pending}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={pending}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('import.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}

function ImportReportView({ report, onDone }: { report: ImportReport; onDone: () => void }) {
  const { t } = useTranslation('admin-users');
  const rows = [
    ...report.created.map((r) => ({ row: r.row, email: r.email, created: true, errors: [] as string[] })),
    ...report.rejected.map((r) => ({ row: r.row, email: r.email ?? '', created: false, errors: r.errors })),
  ].sort((a, b) => a.row - b.row);
  return (
    <Stack gap="md">
      <Text role="status">
        {t('import.summary', { created: report.created.length, rejected: report.rejected.length })}
      </Text>
      <TableScroll label={t('import.reportLabel')} minWidth={420}>
        <Table verticalSpacing="xs" aria-label={t('import.reportLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.row')}</Table.Th>
              <Table.Th>{t('table.email')}</Table.Th>
              <Table.Th>{t('import.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td>{r.row}</Table.Td>
                <Table.Td>{r.email || '—'}</Table.Td>
                <Table.Td>
                  {r.created ? (
                    <Badge color={ACTIVE_GREEN} variant="filled" radius="sm">
                      {t('import.created')}
                    </Badge>
                  ) : (
                    <Stack gap={4}>
                      <Badge color="red.9" variant="filled" radius="sm">
                        {t('import.rejected')}
                      </Badge>
                      <List size="sm">
                        {r.errors.map((e) => (
                          <List.Item key={e}>{translateValidation(e) ?? e}</List.Item>
                        ))}
                      </List>
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          {t('import.done')}
        </Button>
      </Group>
    </Stack>
  );
}
