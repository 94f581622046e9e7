import type { ReactNode } from 'react';
import { Alert, Container, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { addDays } from '@talentpath/contracts/calendar-days';
import { type CertificateStatus, normaliseCertificateCode } from '@talentpath/contracts/certificate-messages';
import type { VerifiedCertificate } from '@talentpath/contracts/certificates';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { formatDate, formatDay } from '../../../lib/format-date-time';
import { useVerifiedCertificate } from '../api/verify-certificate';
import { verifyPath } from '../certificate-links';
import { RenewalLinks } from '../components/renewal-links';
import { VerifyForm } from '../components/verify-form';

/**
 * /verify/{code} and /verify (public, issue 25): anyone holding a certificate's code checks it here without signing
 * in — valid, expired (since when) or revoked (when and why), with its holder, course, issuer and dates. A code
 * typed leniently opens at its written form; one of the wrong shape is refused without asking the server.
 */
export function VerifyPage() {
  const { t } = useTranslation('certificates');
  usePageTitle(t('verify.title'), t('verify.description'));
  const { code } = useParams();
  const normal = code === undefined ? null : normaliseCertificateCode(code);
  const query = useVerifiedCertificate(normal !== null && normal === code ? normal : null);

  if (code !== undefined && normal !== null && normal !== code) return <Navigate to={`/verify/${normal}`} replace />;

  let result: ReactNode = null;
  if (code !== undefined) {
    if (normal === null || (query.error instanceof ApiError && query.error.status === 400))
      result = <Problem title={t('verify.invalid')} text={t('verify.codeInvalid')} />;
    else if (query.error instanceof ApiError && query.error.status === 404)
      result = <Problem title={t('verify.unknown')} text={t('verify.unknownText')} />;
    else if (query.isError) result = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    else if (query.data) result = <Verdict certificate={query.data} />;
    else
      result = (
        <Stack role="status" gap="sm" aria-busy="true" aria-label={t('verify.loading')}>
          <Skeleton h={96} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      );
  }

  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 30, sm: 36 }}>
            {t('verify.title')}
          </Title>
          <Text c="gray.8">{t('verify.intro')}</Text>
        </Stack>
        {result}
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="verify-form-title"
        >
          <Stack gap="sm">
            <Title order={2} fz="lg" id="verify-form-title">
              {code === undefined ? t('verify.check') : t('verify.another')}
            </Title>
            <VerifyForm labelledBy="verify-form-title" />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

const LOOK: Record<CertificateStatus, { color: string; icon: ReactNode }> = {
  valid: { color: 'green', icon: <IconCircleCheck size={32} /> },
  expired: { color: 'orange', icon: <IconClockX size={32} /> },
  revoked: { color: 'red', icon: <IconCircleX size={32} /> },
};

/**
 * The answer for a known code: its status, large, the certificates it renews or was renewed by (an expired one that
 * was renewed stays expired, and points to the newer one), then what the certificate says.
 */
function Verdict({ certificate: c }: { certificate: VerifiedCertificate }) {
  const { t, i18n } = useTranslation('certificates');
  const look = LOOK[c.status];
  const line =
    c.status === 'revoked' && c.revoked
      ? t('verify.revokedText', { date: formatDate(c.revoked.at, i18n.language), reason: c.revoked.reason })
      : c.status === 'expired' && c.expiresOn
        ? t('verify.expiredText', { date: formatDay(addDays(c.expiresOn, 1), i18n.language) })
        : t('verify.validText');
  const facts: [string, ReactNode][] = [
    [t('verify.holder'), c.holder],
    [t('verify.course'), c.course],
    [t('verify.issuer'), c.issuer],
    [t('verify.issued'), formatDate(c.issuedAt, i18n.language)],
    [t('verify.expires'), c.expiresOn ? formatDay(c.expiresOn, i18n.language) : t('dates.noExpiry')],
    [
      t('verify.code'),
      <Text key="code" span ff="monospace">
        {c.code}
      </Text>,
    ],
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="verify-result-title"
      style={{ borderColor: `var(--mantine-color-${look.color}-6)`, borderWidth: 2 }}
      data-status={c.status}
    >
      <Stack gap="lg">
        <Stack gap="xs" align="center" ta="center" role="status">
          <ThemeIcon size={64} radius="xl" color={look.color} variant="light" aria-hidden>
            {look.icon}
          </ThemeIcon>
          <Title order={2} fz={{ base: 24, sm: 28 }} id="verify-result-title">
            {t(`verify.${c.status}`)}
          </Title>
          <Text c={c.status === 'revoked' ? 'red.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        </Stack>
        <RenewalLinks
          renews={c.renews}
          renewedBy={c.renewedBy}
          to={(linked) => verifyPath(linked.code)}
          wording="verify"
          centered
        />
        <dl style={{ margin: 0, display: 'grid', gap: '0.75rem' }}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <Text component="dt" size="sm" fw={700} c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}

/** A code that names no certificate, or is no code at all. */
function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={
        <Title order={2} fz="lg">
          {title}
        </Title>
      }
      role="alert"
    >
      {text}
    </Alert>
  );
}
