import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-height spinner with 'Loading' (the protected-route gate and lazy pages). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite" style={{ flexDirection: 'column', gap: 12 }}>
      <Loader aria-hidden />
      <Text c="dimmed">{t('loading.gate')}</Text>
    </Center>
  );
}
