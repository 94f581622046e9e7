import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@talentpath/contracts/courses';
import type { UserPage } from '@talentpath/contracts/admin-users';
import { api } from '../../../lib/api-client';
import { categoryKeys } from './query-keys';

/** GET /admin/users: the active course coordinators a course may be handed to. */
export const listCoordinators = () =>
  api.get<UserPage>('/admin/users?role=CourseCoordinator&status=active&pageSize=100&sort=name');

/** POST /courses/{id}/reassign (Admin, SuperAdmin): the course goes to another coordinator. */
export const reassignCourse = ({ id, ownerId }: { id: string; ownerId: string }) =>
  api.post<Course>(`/courses/${encodeURIComponent(id)}/reassign`, { ownerId });

export const useReassignCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
