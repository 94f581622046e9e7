import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHubState } from '../hub/hub-state';

/** Whether the Learner's feed and count are live (the hub's state of spec §4), in words. */
export function LiveState() {
  const { t } = useTranslation('notifications');
  const state = useHubState();
  return (
    <Badge
      variant="dot"
      color={state === 'Connected' ? 'green' : 'gray'}
      size="lg"
      tt="none"
      fw={500}
      data-hub-state={state}
    >
      <VisuallyHidden>{t('live.label')}: </VisuallyHidden>
      {t(`live.${state}`)}
    </Badge>
  );
}
