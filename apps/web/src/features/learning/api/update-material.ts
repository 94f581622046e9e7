import type { Material, MaterialUpdate } from '@talentpath/contracts/lessons';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** PUT /materials/{id}: title, and the text or the address. */
export const updateMaterial = ({ id, body }: { id: string; body: MaterialUpdate }) =>
  api.put<Material>(`/materials/${encodeURIComponent(id)}`, body);

export const useUpdateMaterial = () => useLearningChange(updateMaterial);
