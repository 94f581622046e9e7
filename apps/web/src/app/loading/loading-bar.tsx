import { useEffect, useRef } from 'react';
import { Badge } from '@mantine/core';
import { nprogress } from '@mantine/nprogress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR_DELAY_MS } from '@talentpath/contracts/constants';
import { useScreenLoading } from '../lazy-page';
import { useDelayedFlag } from './use-delayed-flag';

/** The global loading bar and its 'Loading...' badge, shown only once loading has lasted 1 s (spec §2). */
export function LoadingBar() {
  const { t } = useTranslation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const screenLoading = useScreenLoading();
  const shown = useDelayedFlag(fetching + mutating > 0 || screenLoading, LOADING_BAR_DELAY_MS);
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
      top={10}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 1100 }}
    >
      {t('loading.badge')}
    </Badge>
  );
}
