import type { PlayerDto } from '#core/schemas.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '5 sessions · 3 attended · 1 no-show · 1 excused · 1 late cancel' (started sessions only). */
export function PlayerCounts({ player }: { player: PlayerDto }) {
  const parts = [
    plural(player.sessions, 'session'),
    `${player.attended} attended`,
    plural(player.noShows, 'no-show'),
    `${player.excused} excused`,
    plural(player.lateCancels, 'late cancel'),
  ];
  return <p className="text-sm text-stone-700">{parts.join(' · ')}</p>;
}
