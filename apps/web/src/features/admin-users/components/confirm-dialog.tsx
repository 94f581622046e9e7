import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be taken back, or that ends someone's sessions. */
export function ConfirmDialog({ opened, title, text, confirmLabel, danger, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('admin-users');
  return (
    <AppModal opened={opened} onClose={() => !pending && onClose()} title={title} closable={!pending}>
      <Stack gap="lg">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button color={danger ? 'red.8' : 'brand'} onClick={onConfirm} loading={pending} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
