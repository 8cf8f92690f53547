import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson, type Outcome } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const cancelPath = (id: string) => `/sessions/${encodeURIComponent(id)}/cancel`;

/** POST /sessions/{id}/cancel { reason } → the session, canceled (decision 0080). */
export const cancelSession = ({ id, reason }: { id: string; reason: string }) =>
  apiJson<SessionDto>(cancelPath(id), { method: 'POST', body: { reason } });

/** DELETE /sessions/{id}/cancel → the session, on again ('Restore'). */
export const restoreSession = (id: string) => apiJson<SessionDto>(cancelPath(id), { method: 'DELETE' });

function useSessionMutation<V>(run: (v: V) => Promise<SessionDto>, outcome: Outcome<SessionDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      outcome.onSuccess?.(data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.sessions });
    },
    onError: outcome.onError,
  });
}

export const useCancelSession = (outcome: Outcome<SessionDto> = {}) =>
  useSessionMutation(cancelSession, outcome);
export const useRestoreSession = (outcome: Outcome<SessionDto> = {}) =>
  useSessionMutation(restoreSession, outcome);
