import { Users } from 'lucide-react';
import { isFull } from '#core/session-fill.ts';
import { Badge } from './ui/badge.tsx';

type Props = {
  confirmed: number;
  waiting: number;
  capacity: number;
  /** Show the word 'confirmed' (a session's own page); cards keep it for screen readers only. */
  spelledOut?: boolean;
  /** Rained off: it takes nobody, so a full one is not shown as full (decision 0165). */
  canceled?: boolean;
};

/** Confirmed/capacity (red when full) and the waiting count, the same wherever a session appears. */
export function SessionCountBadges({
  confirmed,
  waiting,
  capacity,
  spelledOut = false,
  canceled = false,
}: Props) {
  const full = !canceled && isFull(confirmed, capacity);
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={full ? 'red' : 'court'}>
        <Users className="size-3.5" aria-hidden="true" />
        {confirmed}/{capacity}
        {spelledOut ? ' confirmed' : <span className="sr-only"> confirmed</span>}
        {full && <span className="sr-only">, full</span>}
      </Badge>
      <Badge tone={waiting > 0 ? 'amber' : 'neutral'}>{waiting} waiting</Badge>
    </div>
  );
}
