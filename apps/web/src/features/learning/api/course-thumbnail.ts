import type { Course } from '@talentpath/contracts/courses';
import { api, type UploadProgress } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** PUT /courses/{id}/thumbnail (an image, multipart) or DELETE it (`file` null). */
export const setCourseThumbnail = ({
  id,
  file,
  onProgress,
}: {
  id: string;
  file: File | null;
  onProgress?: (p: UploadProgress) => void;
}) => {
  const path = `/courses/${encodeURIComponent(id)}/thumbnail`;
  if (!file) return api.delete<Course>(path);
  const form = new FormData();
  form.append('file', file);
  return api.upload<Course>(path, form, { method: 'PUT', onProgress });
};

export const useSetCourseThumbnail = () => useLearningChange(setCourseThumbnail);
