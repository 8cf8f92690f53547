import { CalendarDays, Clock, EyeOff, MapPin, Pencil, Repeat, Trash2 } from 'lucide-react';
import { memo, type ReactNode, useId, useState } from 'react';
import { formatLongDate, formatShortDate, timeRange, weekdayName } from '#core/format.ts';
import type { SessionDto } from '#core/schemas.ts';
import { seriesLabel } from '#core/weekly-series.ts';
import { SessionCountBadges } from '../../../components/session-count-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { confirmedCount, waitingCount } from '../summary.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { PriceBadge } from './price-badge.tsx';
import { CancelSessionDialog, SessionCancelPanel } from './session-cancel-panel.tsx';
import { SessionCardActions } from './session-card-actions.tsx';
import { SessionFormDialog } from './session-form-dialog.tsx';

function Fact({
  icon,
  label,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <dt className="flex items-center">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const iconClass = 'mt-0.5 size-4 shrink-0 text-green-700';

/**
 * One session on the dashboard (docs/product/screens.md Admin session card); past sessions are
 * read-only. Compact for phones (decision 0069): date and time share a line, sharing sits in a menu.
 * Memoized: a list read again keeps the objects of unchanged sessions, so only changed cards render
 * again when a change is heard (decision 0154).
 */
export const AdminSessionCard = memo(function AdminSessionCard({
  session,
  isPast = false,
}: {
  session: SessionDto;
  isPast?: boolean;
}) {
  const titleId = useId();
  const dateId = useId();
  // Weeks of a series share a title: the date tells their controls apart to a screen reader.
  const when = `${weekdayName(session.date)} ${formatShortDate(session.date)}`;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [canceling, setCanceling] = useState(false);
  return (
    <Card className="flex h-full flex-col gap-3 p-4 cramped:p-3 sm:p-5">
      {/* Cramped (decision 0187): the title has the line, the edit and delete buttons go under it. */}
      <div className="flex items-start justify-between gap-2 cramped:flex-wrap">
        <h3 id={titleId} className="min-w-0 text-lg font-bold break-words cramped:basis-full">
          {session.title}
        </h3>
        {!isPast && (
          <div className="-mt-1.5 -mr-2 flex shrink-0 cramped:ml-auto">
            <IconButton
              label={`Edit ${session.title}, ${when}`}
              icon={Pencil}
              onClick={() => setEditing(true)}
            />
            <IconButton
              label={`Delete ${session.title}, ${when}`}
              icon={Trash2}
              destructive
              onClick={() => setDeleting(true)}
            />
          </div>
        )}
      </div>
      <dl className="-mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <Fact icon={<CalendarDays className={iconClass} aria-hidden="true" />} label="Date">
          <Tooltip content={formatLongDate(session.date)}>
            <button
              type="button"
              id={dateId}
              className="rounded-sm underline decoration-dotted underline-offset-4"
            >
              {when}
            </button>
          </Tooltip>
        </Fact>
        <Fact icon={<Clock className={iconClass} aria-hidden="true" />} label="Time">
          {timeRange(session.time)}
        </Fact>
        <Fact
          icon={<MapPin className={iconClass} aria-hidden="true" />}
          label="Location"
          className="basis-full"
        >
          {session.location}
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <SessionCountBadges
          confirmed={confirmedCount(session)}
          waiting={waitingCount(session)}
          capacity={session.capacity}
          canceled={Boolean(session.canceled)}
        />
        {/* A rained-off session costs nothing (decision 0165). */}
        {!session.canceled && <PriceBadge price={session.price} />}
        {/* A label only: each session of a series is edited on its own (decision 0038). */}
        {session.series && (
          <Badge tone="neutral">
            <Repeat className="size-3.5" aria-hidden="true" />
            {seriesLabel(session.series)}
            <span className="sr-only">, weekly series</span>
          </Badge>
        )}
        {/* Players cannot see or book it, and its link answers 'Session Not Found' (decision 0069). */}
        {!session.isPublished && (
          <Badge tone="amber">
            <EyeOff className="size-3.5" aria-hidden="true" />
            Unpublished
            <span className="sr-only">, hidden from players</span>
          </Badge>
        )}
      </div>
      <SessionCancelPanel session={session} isPast={isPast} />
      <SessionCardActions
        session={session}
        isPast={isPast}
        describedBy={`${titleId} ${dateId}`}
        onCancelSession={() => setCanceling(true)}
      />
      {!isPast && (
        <>
          <SessionFormDialog open={editing} onOpenChange={setEditing} session={session} />
          <DeleteSessionDialog session={session} open={deleting} onOpenChange={setDeleting} />
          <CancelSessionDialog session={session} open={canceling} onOpenChange={setCanceling} />
        </>
      )}
    </Card>
  );
});
