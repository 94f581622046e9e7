import type { LessonList } from '@talentpath/contracts/lessons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLearning } from './invalidate';
import { learningKeys } from './query-keys';

/**
 * PUT /courses/{id}/lessons or PUT /lessons/{id}/materials with every id in the new order. The new order shows at
 * once (the course's lesson list is updated in the cache) and is put back if the server refuses it.
 */
export const reorder = ({ target, id, ids }: { target: 'lessons' | 'materials'; id: string; ids: string[] }) =>
  api.put<LessonList>(
    target === 'lessons'
      ? `/courses/${encodeURIComponent(id)}/lessons`
      : `/lessons/${encodeURIComponent(id)}/materials`,
    { ids },
  );

export function useReorder(courseId: string) {
  const client = useQueryClient();
  const key = learningKeys.lessons(courseId);
  return useMutation({
    mutationFn: reorder,
    onMutate: async ({ target, id, ids }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<LessonList>(key);
      if (before) {
        const rank = new Map(ids.map((x, i) => [x, i]));
        const byRank = <T extends { id: string }>(list: T[]) =>
          [...list].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
        client.setQueryData<LessonList>(key, {
          items:
            target === 'lessons'
              ? byRank(before.items)
              : before.items.map((l) => (l.id === id ? { ...l, materials: byRank(l.materials) } : l)),
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => invalidateLearning(client),
  });
}
