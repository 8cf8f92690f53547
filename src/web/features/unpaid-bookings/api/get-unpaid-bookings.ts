import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnpaidSessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type UnpaidSession = UnpaidSessionDto;

/** GET /sessions/unpaid-bookings → { sessions }: confirmed, unpaid bookings; classes taught first (decision 0010). */
export const getUnpaidBookings = () => apiJson<{ sessions: UnpaidSession[] }>('/sessions/unpaid-bookings');

// Under ['admin'] like all admin data, so sign-out and any booking change reach it.
export const unpaidBookingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.unpaidBookings,
    queryFn: getUnpaidBookings,
    select: (d) => d.sessions,
  });

export function useUnpaidBookings() {
  return useQuery(unpaidBookingsQueryOptions());
}
