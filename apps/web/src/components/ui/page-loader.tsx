import { useEffect } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createStore, useStore } from '../../lib/store';

// How many page loaders are on screen: while one is, it is the loading indicator and the loading bar stays away.
const onScreen = createStore(0);
export const usePageLoaderShown = () => useStore(onScreen, { serverValue: 0 }) > 0;

/** Full-height spinner with 'Loading' (the protected-route gate and lazy pages). */
export function PageLoader() {
  const { t } = useTranslation();
  useEffect(() => {
    onScreen.set(onScreen.get() + 1);
    return () => onScreen.set(onScreen.get() - 1);
  }, []);
  return (
    <Center mih="60vh" role="status" aria-live="polite" style={{ flexDirection: 'column', gap: 12 }}>
      <Loader aria-hidden />
      <Text c="dimmed">{t('loading.gate')}</Text>
    </Center>
  );
}
