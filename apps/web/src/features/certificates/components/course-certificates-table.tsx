import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCertificateOff, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@talentpath/contracts/certificates';
import { DownloadButton } from '../../../components/ui/download-button';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDate } from '../../../lib/format-date-time';
import { downloadCourseCertificatesZip } from '../api/course-certificates';
import { DownloadPdfButton } from './certificate-actions';
import { useTermText } from './certificate-card';
import { CertificateStatusBadge } from './certificate-status-badge';

type Props = { courseId: string; items: Certificate[]; onRevoke: (certificate: Certificate) => void };

/**
 * The certificates of one course, in the order given (newest first): holder, issued, status with its term (and a
 * revoked one's reason), code, and the PDF and Revoke. Scrolls sideways inside its frame on a phone, never the page.
 */
export function CourseCertificatesTable({ courseId, items, onRevoke }: Props) {
  const { t } = useTranslation('certificates');
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <ZipButton courseId={courseId} />
      </Group>
      <TableScroll label={t('course.tableLabel')} minWidth={820}>
        <Table striped verticalSpacing="sm" aria-label={t('course.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('course.columns.holder')}</Table.Th>
              <Table.Th>{t('course.columns.issued')}</Table.Th>
              <Table.Th>{t('course.columns.status')}</Table.Th>
              <Table.Th>{t('course.columns.code')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('course.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((certificate) => (
              <Row key={certificate.id} certificate={certificate} onRevoke={onRevoke} />
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}

/** Every certificate of the course as PDFs in one zip (made on the server while it downloads). */
function ZipButton({ courseId }: { courseId: string }) {
  const { t } = useTranslation('certificates');
  return (
    <DownloadButton
      variant="light"
      icon={<IconFileZip size={18} aria-hidden />}
      label={t('course.downloadAll')}
      download={() => downloadCourseCertificatesZip(courseId)}
    />
  );
}

function Row({ certificate: c, onRevoke }: { certificate: Certificate; onRevoke: (c: Certificate) => void }) {
  const { t, i18n } = useTranslation('certificates');
  const term = useTermText();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {c.holder.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" component="time" dateTime={c.issuedAt} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(c.issuedAt, i18n.language)}
        </Text>
      </Table.Td>
      <Table.Td maw={280}>
        <Stack gap={4} align="flex-start">
          <CertificateStatusBadge status={c.status} />
          <Text size="xs" c="dimmed">
            {term(c)}
          </Text>
          {c.revoked && (
            <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              {t('dates.revoked', { date: formatDate(c.revoked.at, i18n.language), reason: c.revoked.reason })}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {c.code}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {/* Every row is the same course: the holder says which certificate the action is for. */}
          <DownloadPdfButton certificate={c} size="xs" variant="default" course={c.holder.name} />
          {c.status !== 'revoked' && (
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              leftSection={<IconCertificateOff size={16} aria-hidden />}
              onClick={() => onRevoke(c)}
              aria-label={`${t('course.revoke')}: ${c.holder.name}`}
            >
              {t('course.revoke')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
