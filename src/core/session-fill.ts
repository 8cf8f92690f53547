// How full a session is, for every screen that shows it: confirmed places against capacity.

/** Full: every place is confirmed, so a new booking joins the waiting list. */
export const isFull = (confirmed: number, capacity: number): boolean => confirmed >= capacity;

/** The share of places confirmed, as a whole percentage from 0 to 100. */
export function fillPercent(confirmed: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((confirmed / capacity) * 100)));
}
