import { RefreshCw } from 'lucide-react';
import type { VisitorCancelWindow } from '#core/cancel-rules.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { SessionDto } from '#core/schemas.ts';
import { LiveStatus } from '../../../components/live-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { StreamStatus } from '../../../lib/use-event-stream.ts';
import { useCancelFlow } from '../hooks/use-cancel-flow.tsx';
import { ParticipantRows } from './participant-rows.tsx';

type ParticipantListProps = {
  session: SessionDto;
  cancelWindow: VisitorCancelWindow;
  onCanceled: (name: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
  liveStatus: StreamStatus;
  /** The session has started: the roster as it was, no invitation to book. */
  ended: boolean;
};

export function ParticipantList({
  session,
  cancelWindow,
  onCanceled,
  refreshing,
  onRefresh,
  liveStatus,
  ended,
}: ParticipantListProps) {
  const cancel = useCancelFlow(session, cancelWindow, onCanceled);
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  const rowProps = {
    viewerId: session.userId,
    canCancel: cancel.canCancel,
    cancellingId: cancel.cancellingId,
    onCancel: cancel.ask,
  };

  return (
    <Card className="p-5 cramped:p-3 sm:p-6" aria-labelledby="participants-title" role="region">
      <div className="flex items-center justify-between gap-3 cramped:flex-wrap">
        <h2 id="participants-title" className="text-xl font-bold">
          Participant List
        </h2>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <div className="mt-2">
        <LiveStatus status={liveStatus} />
      </div>

      <section className="mt-5" aria-labelledby="confirmed-title">
        <h3 id="confirmed-title" className="text-base font-bold text-green-900">
          Confirmed Spots ({confirmed.length}/{session.capacity})
        </h3>
        {session.bookings.length === 0 ? (
          <p className="mt-3 rounded-lg bg-stone-100 p-4 text-center text-sm text-stone-700">
            {ended ? 'Nobody booked this session.' : 'No bookings yet. Be the first to book!'}
          </p>
        ) : (
          <ParticipantRows bookings={confirmed} {...rowProps} />
        )}
      </section>

      <section className="mt-6" aria-labelledby="waiting-title">
        <h3 id="waiting-title" className="text-base font-bold text-amber-900">
          Waiting List
        </h3>
        {waiting.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">No one is waiting.</p>
        ) : (
          <ParticipantRows bookings={waiting} waiting {...rowProps} />
        )}
      </section>

      {cancel.dialog}
    </Card>
  );
}
