// A rained-off session (docs/product/booking-rules.md, decision 0080): the admin cancels an upcoming
// session with a reason; it stays listed, says so with the reason, takes no bookings, and owes no
// price and no fees.
import { z } from 'zod';
import { weekdayName } from './format.ts';
import { requiredText } from './session-input.ts';

export const MAX_CANCEL_REASON_LENGTH = 200;
export const SESSION_CANCELED = 'Session is canceled';
export const SESSION_ALREADY_CANCELED = 'Session is already canceled';

/** POST /sessions/{id}/cancel { reason }: one line, 1–200 characters (decision 0051's text rule). */
export const cancelSessionSchema = z.object({
  reason: requiredText('Reason', MAX_CANCEL_REASON_LENGTH),
});
export type CancelSessionRequest = z.infer<typeof cancelSessionSchema>;

/** `canceled` in session answers: null while the session is on. */
export type SessionCanceled = { reason: string; at: string };

/**
 * Whether a session owes anything: a canceled one owes no price and no fees. The season's money
 * rules (price owed, late-cancel fees) ask this before counting a session.
 */
export const owesMoney = (session: { canceled?: SessionCanceled | null }) => !session.canceled;

/** The message an admin posts to the group: 'TUESDAY session canceled: Rain'. */
export function canceledSessionText(session: { date: string; canceled: SessionCanceled }): string {
  return `${weekdayName(session.date).toUpperCase()} session canceled: ${session.canceled.reason}`;
}
