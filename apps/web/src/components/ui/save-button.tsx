import { Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

type Props = { dirty: boolean; loading: boolean; label: string; unsavedText: string };

/** A form's Save, enabled while something is not saved, with words saying so beside it. */
export function SaveButton({ dirty, loading, label, unsavedText }: Props) {
  return (
    <Group justify="flex-end" gap="md" wrap="wrap">
      {/* Always there, so assistive technology announces the words when they appear. */}
      <Text size="sm" c="dimmed" role="status">
        {dirty ? unsavedText : ''}
      </Text>
      <Button
        type="submit"
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        disabled={!dirty}
        loading={loading}
      >
        {label}
      </Button>
    </Group>
  );
}
