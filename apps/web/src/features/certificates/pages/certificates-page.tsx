import { Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useMyCertificates } from '../api/certificates';
import { CertificateCard } from '../components/certificate-card';

/**
 * /learner/certificate (issue 25): the learner's certificates, newest first, each with its status and what can be
 * done with it — open it, download its PDF, copy its public verification link, add it to LinkedIn.
 */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  usePageTitle(t('list.title'));
  const list = useMyCertificates();
  const items = list.data?.items;

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('list.title')} text={t('list.text')} />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !items ? (
        <Stack role="status" gap="sm" aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton h={132} radius="md" />
          <Skeleton h={132} radius="md" />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')}>
          <Button component={Link} to="/learner/my-learning" variant="light" mt="xs">
            {t('list.toMyLearning')}
          </Button>
        </EmptyState>
      ) : (
        <Stack gap="sm" component="section" aria-label={t('list.label')}>
          {items.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
