import { ChevronRight } from 'lucide-react';
import type { PlayerDto } from '#core/schemas.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Link } from '../../../lib/router.tsx';
import { money } from './money.ts';
import { PlayerCounts } from './player-counts.tsx';

/** The players, each a link to their page, with what they owe. */
export function PlayerList({ players }: { players: PlayerDto[] }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-lg bg-white ring-1 ring-stone-200">
      {players.map((p) => (
        <li key={p.key}>
          <Link
            to={`/admin/players/${p.key}`}
            className="flex min-h-14 items-center gap-3 px-3 py-2 hover:bg-stone-50 focus-visible:bg-stone-50"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-stone-900">{p.name}</span>
              <PlayerCounts player={p} />
            </span>
            {p.owed > 0 ? (
              <Badge tone="amber">Owes {money(p.owed)}</Badge>
            ) : (
              <span className="text-xs text-stone-600">Nothing owed</span>
            )}
            <ChevronRight className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
