import { useEffect, useId, useMemo, useRef } from 'react';
import { Box, Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_ACCEPT, THUMBNAIL_MAX_BYTES } from '@talentpath/contracts/learning-messages';
import { CourseThumbnail } from '../course-thumbnail';
import { acceptOf, formatMegabytes, refusal } from './upload-rules';

/** What the coordinator chose for the picture; nothing is sent until the course is saved. */
export type ThumbnailChoice = { file: File | null; removed: boolean };

type Props = {
  courseId: string | null;
  /** The course's current thumbnail address. */
  currentUrl: string | null;
  choice: ThumbnailChoice;
  onChoice: (choice: ThumbnailChoice) => void;
  /** Percent sent while the image uploads after saving. */
  progress: number | null;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
};

const ACCEPT = acceptOf(THUMBNAIL_ACCEPT);

/** The course picture: a preview (the chosen image, the current one, or the course's gradient), choose, remove. */
export function ThumbnailField({ courseId, currentUrl, choice, onChoice, progress, error, onError, disabled }: Props) {
  const { t } = useTranslation('course-authoring');
  const openRef = useRef<() => void>(null);
  const errorId = useId();
  const preview = useMemo(() => (choice.file ? URL.createObjectURL(choice.file) : null), [choice.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (choice.removed ? null : currentUrl);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const reason = refusal(file, THUMBNAIL_ACCEPT, THUMBNAIL_MAX_BYTES);
    if (reason) {
      onError(t(`upload.${reason}`, { name: file.name, max: formatMegabytes(THUMBNAIL_MAX_BYTES) }));
      return;
    }
    onError(null);
    onChoice({ file, removed: false });
  };

  return (
    <Input.Wrapper
      label={t('thumbnail.label')}
      description={t('thumbnail.hint', { max: formatMegabytes(THUMBNAIL_MAX_BYTES) })}
      labelElement="div"
    >
      <Stack gap="xs" mt={6}>
        <Group align="flex-start" gap="md" wrap="wrap">
          <Box w={{ base: '100%', xs: 240 }}>
            <CourseThumbnail id={courseId ?? 'new-course'} url={shown} />
          </Box>
          <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Dropzone
              onDrop={(files) => pick(files[0])}
              onReject={(rejections) => pick(rejections[0]?.file)}
              openRef={openRef}
              accept={ACCEPT}
              multiple={false}
              disabled={disabled}
              // A drop target for the pointer; the keyboard chooses with the button below (a focusable drop zone
              // around the file input would nest one control in another).
              activateOnKeyboard={false}
              tabIndex={-1}
              role="group"
              aria-label={t('thumbnail.dropLabel')}
              inputProps={{ 'aria-label': t('thumbnail.dropLabel') }}
              p="md"
            >
              <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
                <IconPhoto size={28} aria-hidden />
                <Text size="sm">{t('thumbnail.drop')}</Text>
              </Group>
            </Dropzone>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
                onClick={() => openRef.current?.()}
                disabled={disabled}
                aria-describedby={error ? errorId : undefined}
              >
                {shown ? t('thumbnail.replace') : t('thumbnail.choose')}
              </Button>
              {shown && (
                <Button
                  variant="subtle"
                  color="red"
                  c="red.9"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => {
                    onError(null);
                    onChoice({ file: null, removed: Boolean(currentUrl) });
                  }}
                  disabled={disabled}
                >
                  {t('thumbnail.remove')}
                </Button>
              )}
            </Group>
            {choice.file && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('thumbnail.pending', { name: choice.file.name })}
              </Text>
            )}
            {choice.removed && !choice.file && (
              <Text size="xs" c="dimmed">
                {t('thumbnail.removePending')}
              </Text>
            )}
            {progress !== null && (
              <Progress value={progress} aria-label={t('thumbnail.progress', { percent: progress })} animated />
            )}
            {error && <Input.Error id={errorId}>{error}</Input.Error>}
          </Stack>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
