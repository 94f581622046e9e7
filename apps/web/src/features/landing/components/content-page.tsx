import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';

/** A section of a text page: its keys hold `title`, `p1…pN` and, when it has a list, `item1…itemN`. */
export type ContentSection = { key: string; paragraphs?: number; items?: number; after?: number };

type Props = {
  /** Translation namespace and page key: texts live under `<page>.title`, `.description`, `.intro`, `.sections.*`. */
  namespace: 'site' | 'legal';
  page: string;
  sections: readonly ContentSection[];
  updated?: boolean;
};

const range = (n = 0) => Array.from({ length: n }, (_, i) => i + 1);

/** About, services, privacy and terms: one h1, an introduction, then titled sections. */
export function ContentPage({ namespace, page, sections, updated }: Props) {
  const { t: translate } = useTranslation(namespace);
  // The keys are built from each page's section list at run time, which the key types cannot follow; the
  // literal ones are checked by locales.test.ts, and the prerender renders every page.
  const t = (key: string, options?: { date: string }): string => translate(key as ParseKeys<'site' | 'legal'>, options);
  const k = (key: string) => `${page}.${key}`;
  usePageTitle(t(k('title')), t(k('description')));
  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {t(k('title'))}
          </Title>
          {updated && (
            <Text size="sm" c="dimmed">
              {t('legal:updated', { date: t('legal:updatedDate') })}
            </Text>
          )}
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8">
            {t(k('intro'))}
          </Text>
        </Stack>
        {sections.map((section) => {
          const s = (key: string) => k(`sections.${section.key}.${key}`);
          const paragraphs = range(section.paragraphs ?? 1);
          const before = paragraphs.slice(0, section.after ?? paragraphs.length);
          const rest = paragraphs.slice(section.after ?? paragraphs.length);
          return (
            <Paper
              key={section.key}
              component="section"
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              aria-labelledby={`${page}-${section.key}`}
            >
              <Title order={2} fz={{ base: 20, sm: 24 }} mb="sm" id={`${page}-${section.key}`}>
                {t(s('title'))}
              </Title>
              <Stack gap="sm">
                {before.map((n) => (
                  <Text key={n}>{t(s(`p${n}`))}</Text>
                ))}
                {section.items ? (
                  <List spacing={6}>
                    {range(section.items).map((n) => (
                      <List.Item key={n}>{t(s(`item${n}`))}</List.Item>
                    ))}
                  </List>
                ) : null}
                {rest.map((n) => (
                  <Text key={n}>{t(s(`p${n}`))}</Text>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Container>
  );
}
