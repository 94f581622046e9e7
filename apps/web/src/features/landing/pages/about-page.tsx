import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { usePageTitle } from '../../../components/ui/use-page-title';

/** /about — completed by a later release. */
export function AboutPage() {
  const { t } = useTranslation('landing');
  usePageTitle(t('about.title'));
  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }}>
      <ComingSoon title={t('about.title')} text={t('about.text')} />
    </Container>
  );
}
