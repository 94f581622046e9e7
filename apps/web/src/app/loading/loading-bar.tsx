import { useEffect, useRef } from 'react';
import { Badge } from '@mantine/core';
import { nprogress } from '@mantine/nprogress';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR_DELAY_MS } from '@talentpath/contracts/constants';
import { usePageLoaderShown } from '../../components/ui/page-loader';
import { useIsBusy } from '../../lib/busy-store';
import { useScreenLoading } from '../lazy-page';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * The global loading bar and its 'Loading...' badge, shown only once loading has lasted 1 s (spec §2, §9).
 *
 * One indicator per action: the bar is for loading — data and screens — that shows nowhere else. It leaves out
 * what already shows its progress: changes (mutations) show it on the button that sent them, the blocking auth
 * operations on that button or the busy overlay (busy-store), and a screen loading behind a page loader on the
 * loader. The badge sits in the bottom-left corner and lets the pointer through, so it never covers the
 * navigation or a control (the toasts are top-right).
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const fetching = useIsFetching();
  const screenLoading = useScreenLoading();
  const busy = useIsBusy();
  const pageLoaderShown = usePageLoaderShown();
  const shown = useDelayedFlag((fetching > 0 || screenLoading) && !busy && !pageLoaderShown, LOADING_BAR_DELAY_MS);
  const started = useRef(false);

  useEffect(() => {
    if (shown) {
      started.current = true;
      nprogress.start();
    } else if (started.current) {
      started.current = false;
      nprogress.complete();
    }
  }, [shown]);

  if (!shown) return null;
  return (
    <Badge
      role="status"
      variant="filled"
      size="sm"
      pos="fixed"
      bottom={16}
      left={16}
      style={{ zIndex: 1100, pointerEvents: 'none' }}
    >
      {t('loading.badge')}
    </Badge>
  );
}
