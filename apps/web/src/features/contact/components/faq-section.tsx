import { forwardRef, useState } from 'react';
import { Accordion, Badge, Box, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { entriesIn, FAQ_TABS, faqEntries, type FaqTab } from './faq-data';

/** The FAQ: category tabs with counts and one answer open at a time (a single Accordion). */
export const FaqSection = forwardRef<HTMLElement>(function FaqSection(_props, ref) {
  const { t } = useTranslation('contact');
  const entries = faqEntries(t);
  const [tab, setTab] = useState<FaqTab>('all');
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Box component="section" ref={ref} id="faq" aria-labelledby="faq-title" style={{ scrollMarginTop: 80 }}>
      <Stack gap={6} mb="lg" ta="center">
        <Title order={2} id="faq-title" fz={{ base: 24, sm: 30 }} tabIndex={-1} style={{ outline: 'none' }}>
          {t('faq.title')}
        </Title>
        <Text c="dimmed">{t('faq.intro')}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as FaqTab | null) ?? 'all')}
        variant="pills"
        radius="xl"
        keepMounted={false}
      >
        <Tabs.List aria-label={t('faq.tabsLabel')} justify="center" mb="lg" style={{ gap: 8 }}>
          {FAQ_TABS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              rightSection={
                <Badge size="sm" variant={tab === key ? 'white' : 'light'} circle>
                  {entriesIn(entries, key).length}
                </Badge>
              }
            >
              {t(`faq.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FAQ_TABS.map((key) => (
          <Tabs.Panel key={key} value={key}>
            <Accordion value={open} onChange={setOpen} variant="separated" radius="md" order={3}>
              {entriesIn(entries, key).map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id}>
                  <Accordion.Control fw={600}>{entry.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text c="gray.8">{entry.answer}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Box>
  );
});
