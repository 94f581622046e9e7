import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '@talentpath/contracts/profiles';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** PUT /me/profile: the caller's own profile, written whole; the answer becomes the cached profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) => api.put<Profile>('/me/profile', body),
    onSuccess: (profile) => queryClient.setQueryData(talentKeys.profile(profile.person.id), profile),
  });
}
