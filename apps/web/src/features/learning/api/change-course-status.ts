import type { Course } from '@talentpath/contracts/courses';
import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** POST /courses/{id}/publish (also brings an archived course back) or POST /courses/{id}/archive. */
export const changeCourseStatus = ({ id, action }: { id: string; action: 'publish' | 'archive' }) =>
  api.post<Course>(`/courses/${encodeURIComponent(id)}/${action}`);

export const useChangeCourseStatus = () => useLearningChange(changeCourseStatus);
