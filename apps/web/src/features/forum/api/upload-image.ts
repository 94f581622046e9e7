import { useMutation } from '@tanstack/react-query';
import type { ForumImage } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';

export type PictureUpload = { spaceId: string; file: File };

/**
 * POST /forum/spaces/{id}/images (multipart): a picture for a post in that forum (PNG, JPEG, GIF or WebP, judged by
 * the server from its content); answers the Markdown that shows it. Nothing is cached: the post names it.
 */
const uploadImage = ({ spaceId, file }: PictureUpload) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<ForumImage>(`/forum/spaces/${encodeURIComponent(spaceId)}/images`, form);
};

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
