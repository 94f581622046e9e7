import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Logo and product name, used in both headers. */
export function BrandMark() {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" aria-hidden>
        <IconRoute size={20} />
      </ThemeIcon>
      <Text fw={800} fz="lg" c="var(--mantine-color-text)" style={{ letterSpacing: '-0.01em' }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
