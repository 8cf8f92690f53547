import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnpaidSessionDto } from '../../../../core/schemas.ts';
import { adminJson } from '../../admin-shared/admin-api.ts';

export type UnpaidSession = UnpaidSessionDto;

/** GET /sessions/unpaid-bookings → { sessions }: confirmed, unpaid bookings; classes taught first (decision 0010). */
export const getUnpaidBookings = () => adminJson<{ sessions: UnpaidSession[] }>('/sessions/unpaid-bookings');

// Under ['admin'] like all admin data, so sign-out and any booking change reach it.
export const unpaidBookingsQueryKey = ['admin', 'unpaid-bookings'] as const;

export const unpaidBookingsQueryOptions = () =>
  queryOptions({ queryKey: unpaidBookingsQueryKey, queryFn: getUnpaidBookings, select: (d) => d.sessions });

export function useUnpaidBookings() {
  return useQuery(unpaidBookingsQueryOptions());
}
