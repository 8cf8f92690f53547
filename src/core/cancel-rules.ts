// What a visitor may do with their own booking as the start nears (terms page, decisions 0007 and
// 0009). The server enforces the cut-off; the booking page mirrors it so nobody is offered a cancel
// the server will refuse.
import { isWithinCancelCutoff, startsWithin24Hours } from './club-time.ts';

export const CANCEL_CUTOFF_DETAIL =
  "Bookings can't be canceled in the last 2 hours before the session. Please message the group; the admin will transfer your place.";

/** 'free' more than 24 h ahead, 'fee-may-apply' inside 24 h, 'closed' in the last 2 h and after the start. */
export type VisitorCancelWindow = 'free' | 'fee-may-apply' | 'closed';

export function visitorCancelWindow(start: Date, now: Date): VisitorCancelWindow {
  if (isWithinCancelCutoff(start, now)) return 'closed';
  return startsWithin24Hours(start, now) ? 'fee-may-apply' : 'free';
}
