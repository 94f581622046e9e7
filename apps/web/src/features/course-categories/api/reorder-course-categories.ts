import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@talentpath/contracts/paging';
import { api } from '../../../lib/api-client';
import { getCourseCategories } from './get-course-categories';
import { categoryKeys } from './query-keys';

export type MoveDirection = 'up' | 'down';

/** Every category's id in the current order (the reorder call takes the whole list). */
async function currentOrder(): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await getCourseCategories({ pageNumber, pageSize: MAX_PAGE_SIZE, sort: 'sortOrder' });
    ids.push(...page.items.map((category) => category.id));
    if (!page.hasNextPage) return ids;
  }
}

/** The order with `id` swapped with its neighbour; unchanged at either end. */
export function moved(ids: readonly string[], id: string, direction: MoveDirection): string[] {
  const order = [...ids];
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return order;
}

/** Moves one category a place up or down: POST /course-categories/reorder with the full new order. */
export async function moveCourseCategory({ id, direction }: { id: string; direction: MoveDirection }) {
  const ids = moved(await currentOrder(), id, direction);
  await api.post<void>('/course-categories/reorder', { ids });
}

export const useMoveCourseCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCourseCategory,
    // Refused (the list changed meanwhile) or not: what is shown should be the server's order.
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
