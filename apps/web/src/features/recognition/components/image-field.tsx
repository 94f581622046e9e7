import { useState } from 'react';
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES } from '@talentpath/contracts/photo-messages';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { RecognitionImage } from './recognition-image';

/** What the server takes (it checks the content too). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

type Props = {
  kind: 'badge' | 'reward';
  /** The saved picture, if any. */
  imageUrl: string | null;
  /** Saves a new picture, or removes it (null); resolves once saved. */
  onChange: (file: File | null) => Promise<unknown>;
  pending: boolean;
};

/** A badge's or reward's picture: a preview, a new one saved as soon as it is chosen, or removed (the emblem again). */
export function ImageField({ kind, imageUrl, onChange, pending }: Props) {
  const { t } = useTranslation('recognition');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${kind}-image-error`;
  const send = (file: File | null) => {
    setError(null);
    if (file && !IMAGE_TYPES.includes(file.type)) return setError(t('image.wrongType', { name: file.name }));
    if (file && file.size > PHOTO_MAX_BYTES) return setError(t('image.tooLarge', { name: file.name, max: MAX_MB }));
    onChange(file).then(
      () => toast.success(t(file ? 'image.saved' : 'image.removed')),
      (failure: unknown) => setError(t('image.failed', { reason: errorMessage(failure) })),
    );
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('image.label')}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        <RecognitionImage url={imageUrl} kind={kind} size={64} />
        <Group gap="xs">
          <FileButton onChange={send} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={pending}
                aria-describedby={error ? errorId : undefined}
              >
                {imageUrl ? t('image.replace') : t('image.choose')}
              </Button>
            )}
          </FileButton>
          {imageUrl && (
            <Button
              variant="subtle"
              color="red.9"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => send(null)}
              disabled={pending}
            >
              {t('image.remove')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('image.hint', { max: MAX_MB })}
      </Text>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
