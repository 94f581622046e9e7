import { useState } from 'react';
import { Avatar, Button, FileButton, Input, Stack } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES } from '@talentpath/contracts/photo-messages';
import type { Profile } from '@talentpath/contracts/profiles';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { translateValidation } from '../../../lib/validation';
import { useSetPhoto } from '../api/set-photo';

/** What the server takes (it decodes the content too). Named, not image/*: a phone then sends a JPEG, not HEIC. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);
const ERROR_ID = 'profile-photo-error';

type Props = { person: Profile['person']; own: boolean };

/** The person's photo beside their name; on one's own profile, buttons to choose a new one or remove it. */
export function ProfilePhoto({ person, own }: Props) {
  const { t } = useTranslation('talent');
  const setPhoto = useSetPhoto();
  const [error, setError] = useState<string | null>(null);

  const send = (file: File | null) => {
    setError(null);
    if (file && !PHOTO_TYPES.includes(file.type)) return setError(t('photo.wrongType', { name: file.name }));
    if (file && file.size > PHOTO_MAX_BYTES) return setError(t('photo.tooLarge', { name: file.name, max: MAX_MB }));
    setPhoto.mutate(file, {
      onSuccess: () => toast.success(t(file ? 'photo.saved' : 'photo.removed')),
      onError: (failure) => setError(photoFailure(failure, t, file?.name ?? '')),
    });
  };

  const avatar = (
    <Avatar src={person.avatar ?? undefined} name={person.name} alt="" size={88} color="brand" variant="filled" />
  );
  if (!own) return avatar;
  return (
    <Stack gap={6} align="center" maw={136}>
      {avatar}
      <FileButton onChange={send} accept={PHOTO_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="compact-sm"
            leftSection={<IconCamera size={14} aria-hidden />}
            loading={setPhoto.isPending && setPhoto.variables !== null}
            disabled={setPhoto.isPending}
            aria-describedby={error ? ERROR_ID : undefined}
          >
            {t(person.avatar ? 'photo.change' : 'photo.add')}
          </Button>
        )}
      </FileButton>
      {person.avatar && (
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => send(null)}
          loading={setPhoto.isPending && setPhoto.variables === null}
          disabled={setPhoto.isPending}
        >
          {t('photo.remove')}
        </Button>
      )}
      {error && (
        <Input.Error id={ERROR_ID} role="alert" ta="center">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}

/** The server's refusal, said about photos (its generic texts speak of documents and videos). */
function photoFailure(failure: unknown, t: TFunction<'talent'>, name: string): string {
  if (!(failure instanceof ApiError)) return errorMessage(failure);
  if (failure.code === 'FILE_TOO_LARGE') return t('photo.tooLarge', { name, max: MAX_MB });
  if (failure.code === 'FILE_TYPE_NOT_ALLOWED' || failure.code === 'FILE_CONTENT_MISMATCH')
    return t('photo.wrongType', { name });
  return translateValidation(failure.details[0]?.message) ?? errorMessage(failure);
}
