import { useRef } from 'react';
import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';
import { FaqSection } from '../components/faq-section';

/** /contact-us: the form, contact information and office hours, and the FAQ. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'), t('description'));
  const faq = useRef<HTMLElement>(null);

  const visitFaq = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    faq.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    // Move focus too, so keyboard and screen-reader users land on the FAQ.
    faq.current?.querySelector<HTMLElement>('#faq-title')?.focus({ preventScroll: true });
  };

  return (
    <Container size="lg" py={{ base: 'xl', sm: 64 }}>
      <Stack gap={6} mb="xl" maw={720}>
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {t('title')}
        </Title>
        <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8">
          {t('intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
        <ContactForm />
        <ContactInfo onVisitFaq={visitFaq} />
      </SimpleGrid>
      <Box mt={{ base: 48, sm: 80 }}>
        <FaqSection ref={faq} />
      </Box>
    </Container>
  );
}
