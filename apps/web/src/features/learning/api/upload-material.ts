import type { Material } from '@talentpath/contracts/lessons';
import { api, type UploadProgress } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

export type UploadMaterial = {
  lessonId: string;
  file: File;
  title?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** POST /lessons/{id}/materials as multipart/form-data: a file, checked by its content on the server. */
export function uploadMaterial({ lessonId, file, title, onProgress, signal }: UploadMaterial) {
  const form = new FormData();
  if (title) form.append('title', title);
  form.append('file', file);
  return api.upload<Material>(`/lessons/${encodeURIComponent(lessonId)}/materials`, form, { onProgress, signal });
}

export const useUploadMaterial = () => useLearningChange(uploadMaterial);
