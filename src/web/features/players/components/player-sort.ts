import { nameMatches } from '#core/names.ts';
import type { PlayerDto } from '#core/schemas.ts';

export type PlayerSort = 'owed' | 'noShows' | 'name';

export const SORT_LABELS: Record<PlayerSort, string> = { owed: 'Owed', noShows: 'No-shows', name: 'Name' };

/** Whether an address's `sort` names one of the sorts (anything else means the default). */
export const isPlayerSort = (value: string | null): value is PlayerSort =>
  value !== null && Object.keys(SORT_LABELS).includes(value);

/** The list as the admin chose to see it: most owed or most no-shows first (then by name), or by name. */
export function sortedPlayers(players: readonly PlayerDto[], sort: PlayerSort, query: string): PlayerDto[] {
  const shown = players.filter((p) => nameMatches(p.name, query));
  // The server's order is by name, so a stable sort keeps names in order within a tie.
  if (sort === 'owed') shown.sort((a, b) => b.owed - a.owed);
  if (sort === 'noShows') shown.sort((a, b) => b.noShows - a.noShows);
  return shown;
}
