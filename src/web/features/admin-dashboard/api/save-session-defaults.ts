import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDefaults } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { storeDefaults } from './session-defaults-storage.ts';

/** PUT /admin/session-defaults; the local copy is written first so it survives a failed call. */
export async function saveSessionDefaults(defaults: SessionDefaults): Promise<SessionDefaults> {
  storeDefaults(defaults);
  return apiJson<SessionDefaults>('/admin/session-defaults', { method: 'PUT', body: defaults });
}

export function useSaveSessionDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionDefaults,
    // A read still in flight (the dialog's first open) would land after this save with the old values.
    onMutate: async (defaults) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.admin.defaults });
      queryClient.setQueryData(queryKeys.admin.defaults, defaults);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.admin.defaults, saved),
  });
}
