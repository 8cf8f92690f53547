import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type AdminEntry = {
  email: string;
  role: 'owner' | 'admin';
  pending: boolean;
  fromSettings: boolean;
};
type AdminList = { admins: AdminEntry[] };

/** GET /admin/admins: the owner, the admins, invitations waiting and ADMIN_EMAILS addresses. */
export const getAdmins = () => apiJson<AdminList>('/admin/admins');
/** POST /admin/admins → the list. */
export const inviteAdmin = (email: string) =>
  apiJson<AdminList>('/admin/admins', { method: 'POST', body: { email } });
/** DELETE /admin/admins/{email} → the list. Accepted addresses need no escaping in a path. */
export const removeAdmin = (email: string) =>
  apiJson<AdminList>(`/admin/admins/${email}`, { method: 'DELETE' });

export const adminsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.admins, queryFn: getAdmins });

export function useAdmins() {
  return useQuery(adminsQueryOptions());
}

/** Both changes answer the new list, which replaces the cached one. */
function useChangeAdmins(change: (email: string) => Promise<AdminList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.admin.admins, list),
  });
}
export const useInviteAdmin = () => useChangeAdmins(inviteAdmin);
export const useRemoveAdmin = () => useChangeAdmins(removeAdmin);
