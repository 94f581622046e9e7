import { Anchor, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ADMIN_CONTACT_EMAIL } from '../../../lib/config';

/** /contact-us — the form and FAQ come with a later release; the address works today. */
export function ContactPage() {
  const { t } = useTranslation('landing');
  usePageTitle(t('contact.title'));
  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }}>
      <ComingSoon title={t('contact.title')} text={t('contact.text')}>
        <Text>
          {t('contact.writeTo')}{' '}
          <Anchor href={`mailto:${ADMIN_CONTACT_EMAIL}`} fw={600}>
            {ADMIN_CONTACT_EMAIL}
          </Anchor>
        </Text>
      </ComingSoon>
    </Container>
  );
}
