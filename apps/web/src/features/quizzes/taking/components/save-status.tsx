import { Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../model/save-queue';

/**
 * Whether the answers are on the server: Saved, Saving…, Not saved — retrying. Only trouble is said to screen
 * readers (not every save of every answer).
 */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('quiz-taking');
  const trouble = status === 'retrying' ? t('save.retrying') : status === 'failed' ? t('save.failed') : '';
  let shown = null;
  if (status === 'pending' || status === 'saving')
    shown = (
      <>
        <Loader size={14} aria-hidden />
        <Text size="sm">{t('save.saving')}</Text>
      </>
    );
  else if (status === 'saved')
    shown = (
      <>
        <IconCloudCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
        <Text size="sm">{t('save.saved')}</Text>
      </>
    );
  else if (trouble)
    shown = (
      <>
        <IconAlertTriangle size={18} color="var(--mantine-color-red-9)" aria-hidden />
        <Text size="sm" c="red.9" fw={600}>
          {trouble}
        </Text>
      </>
    );
  else
    shown = (
      <Text size="sm" c="dimmed">
        {t('save.auto')}
      </Text>
    );
  return (
    <>
      <Group gap={6} wrap="nowrap" data-save-status={status}>
        {shown}
      </Group>
      <VisuallyHidden role="status">{trouble}</VisuallyHidden>
    </>
  );
}
