import { Pencil, UserX } from 'lucide-react';
import type { PublicBooking } from '#core/schemas.ts';
import type { VisitorColour } from '#core/visitor-colours.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';
import { AttendanceButtons } from './attendance-buttons.tsx';
import { PaidCheckbox } from './paid-checkbox.tsx';

export type BookingRowProps = {
  sessionId: string;
  booking: PublicBooking;
  position: number;
  waiting: boolean;
  colour: VisitorColour;
  highlighted: boolean;
  readOnly: boolean;
  /** Started and not rained off: the confirmed are marked for attendance (decision 0162). */
  takesAttendance: boolean;
  /**
   * The place can still owe its price. A waiting place once the session started, or any place of a
   * rained-off session, cannot: its Paid tick shows only if it was paid, to be undone (decision 0165).
   */
  payable: boolean;
  /** The id of the text explaining what selecting a row does. */
  hintId: string;
  onSelect: () => void;
  onEdit: () => void;
  onCancel: () => void;
};

/** One booking: visitor colour stripe, number and name (selects the visitor), Paid $, edit, cancel. */
export function BookingRow({
  sessionId,
  booking,
  position,
  waiting,
  colour,
  highlighted,
  readOnly,
  takesAttendance,
  payable,
  hintId,
  onSelect,
  onEdit,
  onCancel,
}: BookingRowProps) {
  return (
    <li
      className={cn(
        'flex min-h-14 flex-wrap items-center gap-1.5 rounded-lg border border-l-[6px] py-1 pr-1 pl-1.5 sm:gap-3 sm:pr-2',
        highlighted ? 'border-green-800 bg-lime-100 ring-2 ring-green-800' : 'border-stone-200 bg-white',
      )}
      style={{ borderLeftColor: colour.hex }}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={highlighted}
        aria-describedby={hintId}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-1 text-left cramped:basis-full sm:gap-3"
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
            waiting ? 'bg-amber-100 text-amber-900' : 'bg-green-800 text-white',
          )}
        >
          {position}
        </span>
        <span className="sr-only">{position}. </span>
        <span className="min-w-0 font-medium break-words text-stone-900">{booking.name}</span>
      </button>
      {(payable || booking.isPaid) && <PaidCheckbox sessionId={sessionId} booking={booking} />}
      {/* The confirmed of a started session are marked for attendance (docs/product/screens.md). */}
      {takesAttendance && !waiting && <AttendanceButtons sessionId={sessionId} booking={booking} />}
      {!readOnly && (
        <div className="flex shrink-0">
          <IconButton label={`Edit ${booking.name}`} icon={Pencil} onClick={onEdit} />
          <IconButton
            label={`Cancel booking for ${booking.name}`}
            icon={UserX}
            destructive
            onClick={onCancel}
          />
        </div>
      )}
    </li>
  );
}
