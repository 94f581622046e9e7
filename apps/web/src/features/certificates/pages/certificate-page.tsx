import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCertificateOff, IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Certificate } from '@talentpath/contracts/certificates';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { isNotFound } from '../../../lib/api-error';
import { formatDate, formatDay } from '../../../lib/format-date-time';
import { isId } from '../../../lib/ids';
import { useCertificate } from '../api/certificates';
import {
  CopyLinkButton,
  DownloadCredentialButton,
  DownloadPdfButton,
  RenewButton,
} from '../components/certificate-actions';
import { CertificateSheet } from '../components/certificate-sheet';
import { CertificateStatusBadge } from '../components/certificate-status-badge';
import { HolderRenewalLinks } from '../components/renewal-links';

/**
 * /learner/certificate/{id} (issue 25): the certificate itself, as a printable sheet, with its status above it (why
 * it was revoked, since when it has expired, the certificates it renews or was renewed by), its PDF, its Open Badges
 * credential and its verification link, and its renewal by a retake when that is due. A certificate that is not
 * there, or not the caller's to see, is not found.
 */
export function CertificatePage() {
  const { t } = useTranslation(['certificates', 'common']);
  const { certificateId } = useParams();
  const valid = isId(certificateId);
  const certificate = useCertificate(valid ? certificateId : undefined);
  const notFound = !valid || (certificate.isError && isNotFound(certificate.error));
  const data = certificate.data;
  usePageTitle(
    notFound
      ? t('common:notFound.title')
      : data
        ? t('certificates:detail.title', { course: data.course.title })
        : t('certificates:detail.heading'),
  );

  if (notFound)
    return (
      <ComingSoon
        title={t('common:notFound.title')}
        text={t('certificates:detail.notFound')}
        icon={<IconCertificateOff size={24} />}
      />
    );

  return (
    <Stack gap="lg" maw={960}>
      <div data-certificate-screen-only>
        <Anchor component={Link} to="/learner/certificate" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('certificates:detail.back')}
          </Group>
        </Anchor>
      </div>
      {data ? (
        <CertificateView certificate={data} />
      ) : certificate.isError ? (
        <>
          <PageHeader title={t('certificates:detail.heading')} />
          <QueryError error={certificate.error} onRetry={() => void certificate.refetch()} />
        </>
      ) : (
        <Stack role="status" gap="md" aria-busy="true" aria-label={t('certificates:detail.loading')}>
          <Skeleton h={36} w={320} maw="100%" />
          <Skeleton h={420} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}

function CertificateView({ certificate: c }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificates');
  const revoked = c.status === 'revoked';
  return (
    <>
      <div data-certificate-screen-only>
        <Stack gap="md">
          <PageHeader title={t('detail.title', { course: c.course.title })} />
          {c.revoked ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t('detail.revokedTitle')}
            >
              {t('detail.revokedText', { date: formatDate(c.revoked.at, i18n.language), reason: c.revoked.reason })}
            </Alert>
          ) : c.status === 'expired' && c.expiresOn ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconClockX size={18} aria-hidden />}
              title={t('detail.expiredTitle')}
            >
              {t('detail.expiredText', { date: formatDay(c.expiresOn, i18n.language) })}
            </Alert>
          ) : null}
          <HolderRenewalLinks certificate={c} />
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Group gap="sm" wrap="wrap">
              <DownloadPdfButton certificate={c} />
              <RenewButton certificate={c} variant="light" />
              <DownloadCredentialButton certificate={c} variant="default" />
              {!revoked && <CopyLinkButton certificate={c} variant="default" />}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <CertificateStatusBadge status={c.status} />
              {c.status === 'valid' && (
                <Text size="sm" c="dimmed">
                  {t('detail.validText')}
                </Text>
              )}
            </Group>
          </Group>
        </Stack>
      </div>
      <CertificateSheet certificate={c} />
    </>
  );
}
