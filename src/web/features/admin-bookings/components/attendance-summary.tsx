import { CheckCheck } from 'lucide-react';
import { attendanceCounts } from '#core/attendance.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { SessionDto } from '#core/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { markAllPresent, useSessionChange } from '../api/attendance.ts';

/** The counts over the confirmed list of a started session, and 'Mark all present' for the unmarked. */
export function AttendanceSummary({ session }: { session: SessionDto }) {
  const markAll = useSessionChange(markAllPresent, 'Error marking attendance');
  const { confirmed } = confirmedAndWaiting(session.bookings, session.capacity);
  const counts = attendanceCounts(confirmed.map((b) => b.attendance ?? null));
  return (
    <section
      aria-label="Attendance"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3 ring-1 ring-stone-200"
    >
      <p role="status" className="text-sm text-stone-800">
        <strong>{counts.present}</strong> present · <strong>{counts.absent}</strong> no-show ·{' '}
        <strong>{counts.excused}</strong> excused · <strong>{counts.unmarked}</strong> not marked
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={counts.unmarked === 0 || markAll.isPending}
        onClick={() => markAll.mutate(session.id)}
      >
        <CheckCheck className="size-4" aria-hidden="true" />
        Mark all present
      </Button>
    </section>
  );
}
