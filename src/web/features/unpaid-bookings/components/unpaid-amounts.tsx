// The money on the unpaid page (docs/product/screens.md Unpaid bookings page): each priced session says
// what its unpaid places come to, and the page the total. Free sessions show no amounts.
import { formatMoney, toCents } from '#core/money.ts';
import { config } from '../../../lib/config.ts';
import type { UnpaidSession } from '../api/get-unpaid-bookings.ts';

const money = (cents: number) => formatMoney(cents, config.currency);

export function UnpaidAmount({ price, count }: { price: number; count: number }) {
  if (!price) return null;
  return (
    <p className="mt-1 text-sm text-stone-700">
      {money(toCents(price))} each ·{' '}
      <strong className="text-stone-900">{money(toCents(price) * count)} unpaid</strong>
    </p>
  );
}

export function UnpaidTotal({ sessions }: { sessions: readonly UnpaidSession[] }) {
  const cents = sessions.reduce((sum, s) => sum + toCents(s.price) * s.unpaidBookings.length, 0);
  if (cents === 0) return null;
  return (
    <p
      className="rounded-lg bg-amber-50 p-3 text-base font-semibold text-amber-950 ring-1 ring-amber-200"
      role="status"
    >
      Total unpaid: {money(cents)}
    </p>
  );
}
