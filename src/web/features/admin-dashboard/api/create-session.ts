import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSessionRequest, SessionDto } from '../../../../core/schemas.ts';
import { adminJson } from '../../admin-shared/admin-api.ts';
import { adminSessionKeys } from './keys.ts';

/** POST /sessions → 201 with the new session (pre-added members already booked and paid). */
export const createSession = (body: CreateSessionRequest) =>
  adminJson<SessionDto>('/sessions', { method: 'POST', body });

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
