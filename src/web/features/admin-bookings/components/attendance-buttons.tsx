import { Check } from 'lucide-react';
import { ATTENDANCE_LABELS, type Attendance, type AttendanceMark } from '#core/attendance.ts';
import type { PublicBooking } from '#core/schemas.ts';
import { cn } from '../../../lib/cn.ts';
import { setAttendance, useSessionChange } from '../api/attendance.ts';

const chosenTone: Record<AttendanceMark, string> = {
  present: 'border-green-800 bg-green-800 text-white',
  absent: 'border-red-800 bg-red-700 text-white',
  excused: 'border-stone-700 bg-stone-700 text-white',
};

/**
 * Present / No-show / Excused for one confirmed booking of a started session: one tap marks, a tap
 * on the chosen one clears it. The chosen one says so with a tick and aria-pressed, not colour alone.
 */
export function AttendanceButtons({ sessionId, booking }: { sessionId: string; booking: PublicBooking }) {
  const change = useSessionChange(setAttendance, 'Error marking attendance');
  const current: Attendance = change.isPending
    ? (change.variables?.attendance ?? null)
    : (booking.attendance ?? null);
  const tap = (mark: AttendanceMark) =>
    change.mutate({ sessionId, bookingId: booking.id, attendance: current === mark ? null : mark });
  return (
    <fieldset className="flex basis-full flex-wrap gap-1.5 pt-1 pl-1 sm:pl-9">
      <legend className="sr-only">Attendance of {booking.name}</legend>
      {(Object.keys(ATTENDANCE_LABELS) as AttendanceMark[]).map((mark) => {
        const chosen = current === mark;
        return (
          <button
            key={mark}
            type="button"
            aria-pressed={chosen}
            onClick={() => tap(mark)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-semibold whitespace-nowrap',
              chosen ? chosenTone[mark] : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
            )}
          >
            {chosen && <Check className="size-4" aria-hidden="true" />}
            {ATTENDANCE_LABELS[mark]}
          </button>
        );
      })}
    </fieldset>
  );
}
