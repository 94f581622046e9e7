import { useState } from 'react';
import { Box, Button, FileButton, Group, Input, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_MAX_BYTES } from '@talentpath/contracts/learning-messages';
import type { SystemSettings } from '@talentpath/contracts/settings';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useSetLogo } from '../api/set-logo';

/** What the server takes (it checks the content too): PNG, JPEG, GIF, WebP. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_MB = THUMBNAIL_MAX_BYTES / (1024 * 1024);

/** The logo: a preview of the one saved, and a new one saved as soon as it is chosen; or removed. */
export function LogoField({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('settings');
  const setLogo = useSetLogo();
  const [error, setError] = useState<string | null>(null);
  const errorId = 'settings-logo-error';

  const send = (file: File | null) => {
    setError(null);
    if (file && !IMAGE_TYPES.includes(file.type)) return setError(t('logo.wrongType', { name: file.name }));
    if (file && file.size > THUMBNAIL_MAX_BYTES) return setError(t('logo.tooLarge', { name: file.name, max: MAX_MB }));
    setLogo.mutate(file, {
      onSuccess: () => toast.success(t(file ? 'logo.saved' : 'logo.removed')),
      onError: (failure) => setError(t('logo.failed', { reason: errorMessage(failure) })),
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="settings-logo">
      <Title order={2} fz="lg" id="settings-logo">
        {t('logo.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('logo.hint', { max: MAX_MB })}
      </Text>
      <Group gap="lg" align="center" mt="md" wrap="wrap">
        <Box
          w={200}
          h={100}
          p="xs"
          style={{
            display: 'grid',
            placeItems: 'center',
            border: '1px dashed var(--mantine-color-gray-4)',
            borderRadius: 8,
            background: 'var(--mantine-color-gray-0)',
          }}
        >
          {settings.logoUrl ? (
            <img
              src={settings.logoUrl}
              alt={t('logo.preview', { name: settings.organizationName })}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Stack gap={4} align="center">
              <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text size="sm" c="dimmed">
                {t('logo.none')}
              </Text>
            </Stack>
          )}
        </Box>
        <Stack gap="xs" align="flex-start">
          <FileButton onChange={send} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={setLogo.isPending && setLogo.variables !== null}
                disabled={setLogo.isPending}
                aria-describedby={error ? errorId : undefined}
              >
                {settings.logoUrl ? t('logo.replace') : t('logo.choose')}
              </Button>
            )}
          </FileButton>
          {settings.logoUrl ? (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => send(null)}
              loading={setLogo.isPending && setLogo.variables === null}
              disabled={setLogo.isPending}
            >
              {t('logo.remove')}
            </Button>
          ) : null}
          {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
        </Stack>
      </Group>
    </Paper>
  );
}
