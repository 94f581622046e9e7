import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@talentpath/contracts/profiles';
import { api } from '../../../lib/api-client';
import { getSession, updateUser } from '../../../lib/session-store';
import { talentKeys } from './query-keys';

/** PUT /me/photo (a picture, multipart) or DELETE it (`file` null); answers the caller's profile. */
const setPhoto = (file: File | null) => {
  const path = '/me/photo';
  if (!file) return api.delete<Profile>(path);
  const form = new FormData();
  form.append('file', file);
  return api.upload<Profile>(path, form, { method: 'PUT' });
};

/** The answer becomes the cached profile, and the signed-in user's avatar (the user menu shows it at once). */
export function useSetPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPhoto,
    onSuccess: (profile) => {
      queryClient.setQueryData(talentKeys.profile(profile.person.id), profile);
      const session = getSession();
      if (session.status === 'signed-in' && session.user.id === profile.person.id)
        updateUser({ ...session.user, avatar: profile.person.avatar });
    },
  });
}
