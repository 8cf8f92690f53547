import { UserX } from 'lucide-react';
import type { PublicBooking } from '#core/schemas.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { preloadOn } from '../../../components/ui/on-demand.tsx';
import { cn } from '../../../lib/cn.ts';
import { preloadCancelBookingDialog } from '../hooks/use-cancel-flow.tsx';

type ParticipantRowsProps = {
  bookings: PublicBooking[];
  waiting?: boolean;
  viewerId: string | undefined;
  canCancel: boolean;
  cancellingId: string | undefined;
  onCancel: (booking: PublicBooking) => void;
};

/** A numbered list of bookings; the visitor's own are marked and can be cancelled. */
export function ParticipantRows({
  bookings,
  waiting = false,
  viewerId,
  canCancel,
  cancellingId,
  onCancel,
}: ParticipantRowsProps) {
  return (
    <ol className="mt-3 space-y-2">
      {bookings.map((b, i) => {
        const own = b.userId !== undefined && b.userId === viewerId;
        return (
          <li
            key={b.id}
            className={cn(
              // Cramped (decision 0187): the name keeps its line, the cancel button goes under it.
              'flex min-h-12 items-center gap-3 rounded-lg border px-3 py-1.5 cramped:flex-wrap cramped:gap-2 cramped:px-2',
              own ? 'border-lime-500 bg-lime-100/60' : 'border-stone-200 bg-white',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                waiting ? 'bg-amber-100 text-amber-900' : 'bg-green-800 text-white',
              )}
            >
              {i + 1}
            </span>
            <span className="sr-only">{i + 1}. </span>
            <span className="min-w-0 flex-1 cramped:min-w-16">
              <span className="block font-medium wrap-anywhere">{b.name}</span>
              {own && (
                <Badge tone="ball" className="mt-0.5">
                  Your booking
                </Badge>
              )}
            </span>
            {own && canCancel && (
              <IconButton
                label={`Cancel booking for ${b.name}`}
                icon={UserX}
                iconClassName="size-5"
                destructive
                onClick={() => onCancel(b)}
                disabled={cancellingId === b.id}
                title="Cancel booking"
                className="cramped:ml-auto"
                {...preloadOn(preloadCancelBookingDialog)}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
