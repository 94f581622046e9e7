import type { Material, MaterialInput } from '@talentpath/contracts/lessons';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** POST /lessons/{id}/materials as JSON: rich text, a link or an embedded video. */
export const addMaterial = ({ lessonId, body }: { lessonId: string; body: MaterialInput }) =>
  api.post<Material>(`/lessons/${encodeURIComponent(lessonId)}/materials`, body);

export const useAddMaterial = () => useLearningChange(addMaterial);
