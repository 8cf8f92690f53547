import { CalendarClock, CalendarDays, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { countdownText } from '#core/club-time.ts';
import type { SessionDto } from '#core/schemas.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { config } from '../../../lib/config.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRecentlyStarted } from '../api/get-past-sessions.ts';
import { nextSession, todaysSessions, totalWaiting, withRecentlyStarted } from '../summary.ts';

function SummaryCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-stone-700">
        {icon}
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

const iconClass = 'size-4 text-green-700';

/**
 * Next Session, Today's Sessions and Waiting List (docs/product/screens.md). `failed`: the sessions
 * could not be loaded, so the cards say so instead of loading for ever.
 */
export function SummaryCards({ sessions, failed }: { sessions: SessionDto[] | undefined; failed: boolean }) {
  const now = useNow();
  const tz = config.clubTimeZone;
  const started = useRecentlyStarted();
  // The upcoming list drops a session at its start; the started ones keep it on the card while it runs.
  const withStarted = sessions && withRecentlyStarted(sessions, started.data ?? []);
  const next = withStarted ? nextSession(withStarted, tz, now) : null;
  // If today's started sessions cannot be loaded, today's upcoming ones still count.
  const today = withStarted && !started.isPending ? todaysSessions(withStarted, now, tz) : null;
  const loading = failed ? (
    <p className="text-stone-700">Not loaded</p>
  ) : (
    <Skeleton className="h-14 w-full" />
  );
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <SummaryCard title="Next Session" icon={<CalendarClock className={iconClass} aria-hidden="true" />}>
        {!sessions ? (
          loading
        ) : next ? (
          <>
            <p className="text-2xl font-bold">
              {next.confirmed}/{next.session.capacity}
              <span className="ml-2 text-sm font-medium text-stone-600">spots filled</span>
            </p>
            <Progress
              value={next.confirmed}
              max={next.session.capacity}
              label="Next session spots filled"
              className="mt-2"
            />
            <p className="mt-2 flex justify-between gap-2 text-sm text-stone-700">
              <span className="min-w-0 truncate">{next.session.title}</span>
              <span className="shrink-0 font-semibold">{next.percent}%</span>
            </p>
            <p className="text-sm font-semibold text-green-800">{countdownText(next.start, now)}</p>
          </>
        ) : (
          <p className="text-stone-700">No upcoming sessions</p>
        )}
      </SummaryCard>
      <SummaryCard title="Today's Sessions" icon={<CalendarDays className={iconClass} aria-hidden="true" />}>
        {!today ? (
          loading
        ) : today.count > 0 ? (
          <>
            <p className="text-2xl font-bold">{today.count}</p>
            <p className="text-sm text-stone-700">
              {today.filled}/{today.capacity} spots filled
            </p>
          </>
        ) : (
          <p className="text-stone-700">No sessions today</p>
        )}
      </SummaryCard>
      <SummaryCard title="Waiting List" icon={<Hourglass className={iconClass} aria-hidden="true" />}>
        {!sessions ? (
          loading
        ) : (
          <>
            <p className="text-2xl font-bold">{totalWaiting(sessions)}</p>
            <p className="text-sm text-stone-700">waiting across upcoming sessions</p>
          </>
        )}
      </SummaryCard>
    </div>
  );
}
