import { useMutation } from '@tanstack/react-query';
import type { ImportReport } from '@talentpath/contracts/admin-users';
import { api } from '../../../lib/api-client';
import { useInvalidateUsers } from './invalidate';

/** POST /admin/users/import: the CSV file's text as `text/csv`; answers which rows were created and rejected. */
export const importUsers = (csv: string) =>
  api.post<ImportReport>('/admin/users/import', csv, { contentType: 'text/csv' });

export function useImportUsers() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: importUsers, onSuccess: invalidate });
}
