import { Center, Loader, Overlay, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOADING_INDICATOR_DELAY_MS } from '@talentpath/contracts/constants';
import { useNeedsBusyOverlay } from '../../lib/busy-store';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * The global loading indicator (spec §9): blocks the screen during logout, token refresh and role switch once
 * they take over 300 ms. Login shows its progress on the dialog's Sign in button instead (busy-store).
 */
export function BusyOverlay() {
  const { t } = useTranslation();
  const shown = useDelayedFlag(useNeedsBusyOverlay(), LOADING_INDICATOR_DELAY_MS);
  if (!shown) return null;
  return (
    <Overlay fixed zIndex={1100} backgroundOpacity={0.35}>
      <Center h="100%">
        <Center role="status" aria-live="polite" bg="white" p="lg" style={{ borderRadius: 12, gap: 12 }}>
          <Loader size="sm" aria-hidden />
          <Text fw={600}>{t('loading.busy')}</Text>
        </Center>
      </Center>
    </Overlay>
  );
}
