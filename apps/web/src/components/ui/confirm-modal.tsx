import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from './app-modal';
import { FormAlert } from './form-alert';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** Why the server refused, shown in the dialog so it can be read before closing. */
  error?: string | null;
  /** The confirm button's colour: red for what destroys (the default); the brand's for a step that only restarts. */
  confirmColor?: string;
};

/** Asks before a weighty action; the dialog stays open (and cannot be dismissed) while the request runs. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  error,
  confirmColor = 'red.9',
}: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} closable={!pending}>
      <Stack gap="md">
        {error && <FormAlert>{error}</FormAlert>}
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
