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
/** POST /admin/admins → the list, and whether the invitation was emailed (decision 0169). */
export const inviteAdmin = (email: string) =>
  apiJson<AdminList & { emailed: boolean }>('/admin/admins', { method: 'POST', body: { email } });
/** DELETE /admin/admins/{email} → the list. Accepted addresses need no escaping in a path. */
export const removeAdmin = (email: string) =>
  apiJson<AdminList>(`/admin/admins/${email}`, { method: 'DELETE' });

export const adminsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.admins, queryFn: getAdmins });

export function useAdmins() {
  return useQuery(adminsQueryOptions());
}

/** Both changes answer the new list, which replaces the cached one. */
function useChangeAdmins<T extends AdminList>(change: (email: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ admins }) => queryClient.setQueryData<AdminList>(queryKeys.admin.admins, { admins }),
  });
}
export const useInviteAdmin = () => useChangeAdmins(inviteAdmin);
export const useRemoveAdmin = () => useChangeAdmins(removeAdmin);
