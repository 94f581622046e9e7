import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays } from '@talentpath/contracts/calendar-days';
import type { Certificate } from '@talentpath/contracts/certificates';
import { formatDate, formatDay } from '../../../lib/format-date-time';
import { certificatePath } from '../certificate-links';
import {
  CopyLinkButton,
  DownloadCredentialButton,
  DownloadPdfButton,
  LinkedInButton,
  RenewButton,
} from './certificate-actions';
import { CertificateStatusBadge } from './certificate-status-badge';
import { HolderRenewalLinks } from './renewal-links';

/** The line on a certificate's term: until when it is valid, since when it has expired, or that it never does. */
export function useTermText() {
  const { t, i18n } = useTranslation('certificates');
  return (c: Pick<Certificate, 'expiresOn' | 'status'>) => {
    if (!c.expiresOn) return t('dates.noExpiry');
    // Its last valid day is `expiresOn`: it has been expired since the day after.
    if (c.status === 'expired')
      return t('dates.expiredSince', { date: formatDay(addDays(c.expiresOn, 1), i18n.language) });
    return t('dates.validUntil', { date: formatDay(c.expiresOn, i18n.language) });
  };
}

/**
 * One of the learner's certificates as a card: the course, its status, when it was issued and until when it is
 * valid (why it was revoked, if it was), the certificates it renews or was renewed by, and what can be done with it.
 * A revoked certificate is not offered for sharing (no verification link to copy, no LinkedIn).
 */
export function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificates');
  const term = useTermText();
  const titleId = `certificate-${c.id}`;
  const revoked = c.status === 'revoked';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {c.course.title}
          </Title>
          <CertificateStatusBadge status={c.status} />
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('dates.issued', { date: formatDate(c.issuedAt, i18n.language) })}
          </Text>
          <Text size="sm" c="dimmed">
            {term(c)}
          </Text>
        </Group>
        {c.revoked && (
          <Text size="sm" c="red.9">
            {t('dates.revoked', { date: formatDate(c.revoked.at, i18n.language), reason: c.revoked.reason })}
          </Text>
        )}
        <HolderRenewalLinks certificate={c} />
        <Group gap="xs" wrap="wrap" mt={4}>
          <Button
            component={Link}
            to={certificatePath(c.id)}
            size="xs"
            variant="light"
            leftSection={<IconCertificate size={16} aria-hidden />}
            aria-label={`${t('actions.open')}: ${c.course.title}`}
          >
            {t('actions.open')}
          </Button>
          <RenewButton certificate={c} size="xs" variant="filled" course={c.course.title} />
          <DownloadPdfButton certificate={c} size="xs" variant="default" course={c.course.title} />
          <DownloadCredentialButton certificate={c} size="xs" variant="default" course={c.course.title} />
          {!revoked && <CopyLinkButton certificate={c} size="xs" variant="default" course={c.course.title} />}
          {!revoked && <LinkedInButton certificate={c} size="xs" variant="default" course={c.course.title} />}
        </Group>
      </Stack>
    </Paper>
  );
}
