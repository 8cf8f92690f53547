import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedSessionsDto, CreateSessionRequest } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type CreateSessionsRequest = CreateSessionRequest & { repeatWeeks: number };

/**
 * POST /sessions with repeatWeeks → 201 with every session created, in date order (pre-added members
 * already booked and paid in each); one week is one session (decision 0038).
 */
export const createSessions = (body: CreateSessionsRequest) =>
  apiJson<CreatedSessionsDto>('/sessions', { method: 'POST', body });

export function useCreateSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.sessions }),
  });
}
