import { Users } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

type Props = { confirmed: number; waiting: number; capacity: number };

/** Confirmed/capacity (red when full) and the waiting count, the same on every session card. */
export function SessionCountBadges({ confirmed, waiting, capacity }: Props) {
  const full = confirmed >= capacity;
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={full ? 'red' : 'court'}>
        <Users className="size-3.5" aria-hidden="true" />
        {confirmed}/{capacity}
        <span className="sr-only"> confirmed{full ? ', full' : ''}</span>
      </Badge>
      <Badge tone={waiting > 0 ? 'amber' : 'neutral'}>{waiting} waiting</Badge>
    </div>
  );
}
