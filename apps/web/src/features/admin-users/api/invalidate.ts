import { useQueryClient } from '@tanstack/react-query';
import { adminUsersKeys } from './query-keys';

/** After any write: every users table and profile of this feature is refetched. */
export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
}
