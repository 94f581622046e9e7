import { useState } from 'react';
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES } from '@talentpath/contracts/photo-messages';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { type TemplateImage, useReplaceTemplateImage } from '../api/certificate-template';

/** What the server takes (it checks the content too). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

type Props = {
  courseId: string;
  which: TemplateImage;
  /** Whether the template has one of its own now. */
  present: boolean;
  /** Said when it has none (the organization's logo stands in, say). */
  absentText: string;
};

/**
 * The template's signature or logo: saved as soon as a file is chosen, or removed; the preview shows it. A file of
 * the wrong type or too large is refused here, with the server's reasons for anything else.
 */
export function TemplateImageField({ courseId, which, present, absentText }: Props) {
  const { t } = useTranslation('certificates');
  const replace = useReplaceTemplateImage(courseId, which);
  const [error, setError] = useState<string | null>(null);
  const labelId = `template-${which}-label`;
  const errorId = `template-${which}-error`;
  const send = (file: File | null) => {
    setError(null);
    if (file && !IMAGE_TYPES.includes(file.type)) return setError(t('template.image.wrongType', { name: file.name }));
    if (file && file.size > PHOTO_MAX_BYTES)
      return setError(t('template.image.tooLarge', { name: file.name, max: MAX_MB }));
    replace.mutate(file, {
      onSuccess: () => toast.success(t(file ? `template.${which}.saved` : `template.${which}.removed`)),
      onError: (failure) => setError(t('template.image.failed', { reason: errorMessage(failure) })),
    });
  };
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {t(`template.${which}.label`)}
      </Text>
      <Text size="sm">{present ? t(`template.${which}.present`) : absentText}</Text>
      <Group gap="xs">
        <FileButton onChange={send} accept={IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={replace.isPending}
              aria-describedby={error ? errorId : undefined}
            >
              {present ? t(`template.${which}.replace`) : t(`template.${which}.choose`)}
            </Button>
          )}
        </FileButton>
        {present && (
          <Button
            variant="subtle"
            color="red.9"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => send(null)}
            disabled={replace.isPending}
          >
            {t(`template.${which}.remove`)}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t(`template.${which}.hint`, { max: MAX_MB })}
      </Text>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
