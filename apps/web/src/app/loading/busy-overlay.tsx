import { Center, Loader, Overlay, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOADING_INDICATOR_DELAY_MS } from '@talentpath/contracts/constants';
import { useIsBusy } from '../../lib/busy-store';
import { useDelayedFlag } from './use-delayed-flag';

/** Blocks the screen during login, logout, token refresh and role switch once they take over 300 ms (spec §9). */
export function BusyOverlay() {
  const { t } = useTranslation();
  const shown = useDelayedFlag(useIsBusy(), LOADING_INDICATOR_DELAY_MS);
  if (!shown) return null;
  return (
    <Overlay fixed zIndex={1100} backgroundOpacity={0.3} blur={1}>
      <Center h="100%">
        <Center role="status" aria-live="polite" bg="white" p="lg" style={{ borderRadius: 12, gap: 12 }}>
          <Loader size="sm" aria-hidden />
          <Text fw={600}>{t('loading.busy')}</Text>
        </Center>
      </Center>
    </Overlay>
  );
}
