import { Banknote, CalendarDays, Clock, MapPin } from 'lucide-react';
import { formatLongDate, timeRange } from '#core/format.ts';
import { formatMoney, toCents } from '#core/money.ts';
import type { SessionDto } from '#core/schemas.ts';
import { config } from '../lib/config.ts';

/**
 * Weekday and date, time range, location and price of a session, as an icon list. A free session
 * has no price line, nor has a rained-off one: it costs nothing (decision 0165).
 */
export function SessionFacts({
  session,
}: {
  session: Pick<SessionDto, 'date' | 'time' | 'location'> & { price?: number; canceled?: unknown };
}) {
  const rows = [
    { icon: CalendarDays, label: 'Date', text: formatLongDate(session.date) },
    { icon: Clock, label: 'Time', text: timeRange(session.time) },
    { icon: MapPin, label: 'Location', text: session.location },
  ];
  if (session.price && !session.canceled) {
    rows.push({ icon: Banknote, label: 'Price', text: formatMoney(toCents(session.price), config.currency) });
  }
  return (
    <dl className="space-y-1.5 text-sm text-stone-700">
      {rows.map(({ icon: Icon, label, text }) => (
        <div key={label} className="flex items-start gap-2">
          <dt className="flex items-center">
            <Icon className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd className="min-w-0 break-words">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
