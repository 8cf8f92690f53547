import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerDto, PlayerHistoryDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const playerPath = (key: string) => `/admin/players/${encodeURIComponent(key)}`;

/** GET /admin/players → { players }: everyone who has booked, by name (docs/product/api.md Players). */
export function usePlayers() {
  return useQuery({
    queryKey: queryKeys.admin.players,
    queryFn: () => apiJson<{ players: PlayerDto[] }>('/admin/players'),
    select: (d) => d.players,
  });
}

/** GET /admin/players/{key} → { player, history } (latest session first); 404 unknown. */
export function usePlayer(key: string) {
  return useQuery({
    queryKey: queryKeys.admin.player(key),
    queryFn: () => apiJson<{ player: PlayerDto; history: PlayerHistoryDto[] }>(playerPath(key)),
  });
}

/** POST /admin/players/{key}/settle → { player, settled }: everything owed marked paid. */
export function useSettlePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      apiJson<{ player: PlayerDto; settled: number }>(`${playerPath(key)}/settle`, {
        method: 'POST',
        body: {},
      }),
    // Paid flags and fees changed in sessions too: every admin read is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
