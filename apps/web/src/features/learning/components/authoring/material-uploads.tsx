import { useRef } from 'react';
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconAlertCircle, IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@talentpath/contracts/learning-messages';
import { errorMessage } from '../../../../lib/error-message';
import { formatFileSize } from '../player/material-view';
import { acceptOf, formatMegabytes } from './upload-rules';
import { type UploadItem, useMaterialUploads } from './use-material-uploads';

const ACCEPT = acceptOf(UPLOAD_ACCEPT);

type Props = { lessonId: string; lessonTitle: string; disabled?: boolean };

/** Drop or choose files for a lesson; each shows its progress (with a cancel) or why it was refused. */
export function MaterialUploads({ lessonId, lessonTitle, disabled }: Props) {
  const { t } = useTranslation('course-authoring');
  const uploads = useMaterialUploads(lessonId);
  const openRef = useRef<() => void>(null);
  const max = formatMegabytes(UPLOAD_MAX_BYTES);
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={uploads.add}
        // Refused by the picker's own check: each is shown with its reason (the same rules decide).
        onReject={(rejections) => uploads.add(rejections.map((r) => r.file))}
        openRef={openRef}
        accept={ACCEPT}
        disabled={disabled}
        // A drop target for the pointer; the keyboard chooses with the button inside (a focusable drop zone around
        // the file input would nest one control in another).
        activateOnKeyboard={false}
        tabIndex={-1}
        role="group"
        aria-label={t('upload.dropLabel', { lesson: lessonTitle })}
        inputProps={{ 'aria-label': t('upload.dropLabel', { lesson: lessonTitle }) }}
        enablePointerEvents
        p="sm"
        radius="md"
      >
        <Group gap="sm" wrap="wrap" justify="center">
          <IconCloudUpload size={24} aria-hidden />
          <Stack gap={0} style={{ flex: '1 1 180px' }}>
            <Text size="sm" fw={500}>
              {t('upload.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('upload.limits', { max })}
            </Text>
          </Stack>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconUpload size={14} aria-hidden />}
            onClick={(event) => {
              // The drop zone would open the picker a second time.
              event.stopPropagation();
              openRef.current?.();
            }}
            disabled={disabled}
            aria-label={t('upload.chooseFor', { lesson: lessonTitle })}
          >
            {t('upload.choose')}
          </Button>
        </Group>
      </Dropzone>
      {uploads.items.length > 0 && (
        <ul
          aria-label={t('upload.listLabel', { lesson: lessonTitle })}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {uploads.items.map((item) => (
            <li key={item.key}>
              <UploadRow
                item={item}
                onCancel={() => uploads.cancel(item.key)}
                onDismiss={() => uploads.dismiss(item.key)}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function UploadRow({ item, onCancel, onDismiss }: { item: UploadItem; onCancel: () => void; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('course-authoring');
  const failed = item.status === 'failed';
  const reason = item.refusal
    ? t(`upload.${item.refusal}`, { name: item.name, max: formatMegabytes(UPLOAD_MAX_BYTES) })
    : failed
      ? errorMessage(item.error)
      : null;
  return (
    <Paper withBorder radius="md" p="xs" mt={6} bg={failed ? 'red.0' : undefined}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {failed && (
          <IconAlertCircle
            size={18}
            color="var(--mantine-color-red-8)"
            aria-hidden
            style={{ flex: 'none', marginTop: 2 }}
          />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(item.size, i18n.language)}
            </Text>
          </Group>
          {failed ? (
            <Text size="sm" c="red.9" role="alert">
              {reason}
            </Text>
          ) : (
            <>
              <Progress
                value={item.progress}
                animated={item.status === 'uploading'}
                aria-label={t('upload.progressOf', { name: item.name })}
              />
              <Text size="xs" c="dimmed">
                {item.status === 'queued' ? t('upload.queued') : t('upload.progress', { percent: item.progress })}
              </Text>
            </>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={failed ? onDismiss : onCancel}
          aria-label={t(failed ? 'upload.dismiss' : 'upload.cancel', { name: item.name })}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
