// Attendance (docs/product/booking-rules.md attendance): once a session has started an admin marks each
// confirmed booking present, absent (a no-show) or excused; unmarked is null.

export const ATTENDANCE_MARKS = ['present', 'absent', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
export type Attendance = AttendanceMark | null;

/** How each mark reads on screen and in exports. */
export const ATTENDANCE_LABELS: Record<AttendanceMark, string> = {
  present: 'Present',
  absent: 'No-show',
  excused: 'Excused',
};

export const isAttendanceMark = (value: unknown): value is AttendanceMark =>
  (ATTENDANCE_MARKS as readonly unknown[]).includes(value);

/** A stored value as the API shows it: anything unknown reads as unmarked. */
export const attendanceOf = (stored: string | null): Attendance => (isAttendanceMark(stored) ? stored : null);

export const ATTENDANCE_BEFORE_START = 'Attendance can be marked once the session has started.';
export const ATTENDANCE_ERROR = 'attendance must be "present", "absent", "excused" or null';

/** The counts at the top of the roster: how many of the confirmed are marked each way, and unmarked. */
export function attendanceCounts(marks: readonly Attendance[]) {
  const counts = { present: 0, absent: 0, excused: 0, unmarked: 0 };
  for (const mark of marks) counts[mark ?? 'unmarked'] += 1;
  return counts;
}
