// The money on the unpaid page (docs/product/screens.md Unpaid bookings page): each priced session says
// what its unpaid places come to, and the page the total for sessions already played and for those
// still to come. Free and canceled sessions, and excused places, owe nothing (DESIGN.md §9).
import { sessionHasStarted } from '#core/club-time.ts';
import { formatMoney, toCents } from '#core/money.ts';
import { config } from '../../../lib/config.ts';
import type { UnpaidSession } from '../api/get-unpaid-bookings.ts';

const money = (cents: number) => formatMoney(cents, config.currency);

/** What the session's unpaid places owe: its price for each, but the excused ones. */
const owedCents = (s: UnpaidSession) => toCents(s.price) * (s.unpaidBookings.length - s.excused);

export function UnpaidAmount({ session }: { session: UnpaidSession }) {
  if (session.canceled) {
    return <p className="mt-1 text-sm font-semibold text-stone-700">Canceled: nothing to pay</p>;
  }
  if (!session.price) return null;
  return (
    <p className="mt-1 text-sm text-stone-700">
      {money(toCents(session.price))} each ·{' '}
      <strong className="text-stone-900">{money(owedCents(session))} unpaid</strong>
      {session.excused > 0 && ` · ${session.excused} excused`}
    </p>
  );
}

export function UnpaidTotal({
  sessions,
  now = new Date(),
}: {
  sessions: readonly UnpaidSession[];
  now?: Date;
}) {
  const played = sessions.filter((s) => sessionHasStarted(s, config.clubTimeZone, now));
  const sum = (list: readonly UnpaidSession[]) => list.reduce((cents, s) => cents + owedCents(s), 0);
  const total = sum(sessions);
  if (total === 0) return null;
  const upcoming = total - sum(played);
  return (
    <div
      className="rounded-lg bg-amber-50 p-3 text-base font-semibold text-amber-950 ring-1 ring-amber-200"
      role="status"
    >
      <p>Total unpaid: {money(total)}</p>
      {upcoming > 0 && (
        <p className="text-sm font-normal">{money(upcoming)} of it for sessions still to come</p>
      )}
    </div>
  );
}
