import { ATTENDANCE_LABELS } from '#core/attendance.ts';
import { formatLongDate, formatTime12 } from '#core/format.ts';
import type { PlayerHistoryDto } from '#core/schemas.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { config } from '../../../lib/config.ts';
import { Link } from '../../../lib/router.tsx';
import { money } from './money.ts';
import { priceBadge } from './price-badge.ts';

const STATUS = { confirmed: 'Confirmed', waiting: 'Waiting', canceled: 'Canceled' } as const;
const FEE = { owed: 'Fee owed', paid: 'Fee paid', waived: 'Fee waived' } as const;

/** Every booking of the player, latest session first. */
export function PlayerHistory({ history }: { history: PlayerHistoryDto[] }) {
  const now = new Date();
  return (
    <section aria-labelledby="player-history" className="space-y-2">
      <h2 id="player-history" className="text-xl font-bold">
        History
      </h2>
      <ul className="space-y-2">
        {history.map((h) => (
          <li key={h.bookingId} className="rounded-lg bg-white px-3 py-2 ring-1 ring-stone-200">
            <Link
              to={`/admin/bookings/${h.sessionId}`}
              className="font-semibold break-words text-green-900 underline-offset-4 hover:underline"
            >
              {h.title}
            </Link>
            <p className="text-sm text-stone-700">
              {formatLongDate(h.date)}, {formatTime12(h.time)}
              {h.price > 0 && ` · ${money(h.price)}`}
            </p>
            <div className="mt-1 flex flex-wrap gap-1.5">
              <Badge tone={h.status === 'canceled' ? 'red' : h.status === 'waiting' ? 'amber' : 'court'}>
                {STATUS[h.status]}
              </Badge>
              {h.sessionCanceled && <Badge tone="neutral">Session canceled</Badge>}
              {h.attendance && <Badge tone="neutral">{ATTENDANCE_LABELS[h.attendance]}</Badge>}
              <PriceBadge label={priceBadge(h, config.clubTimeZone, now)} />
              {h.late && <Badge tone="amber">Late</Badge>}
              {h.fee && <Badge tone={h.fee === 'owed' ? 'red' : 'neutral'}>{FEE[h.fee]}</Badge>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const PriceBadge = ({ label }: { label: string | null }) => label && <Badge tone="neutral">{label}</Badge>;
