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
 * What a place in a session costs the player, in cents: nothing once an admin canceled the session
 * (rained off, decision 0080), so it owes no price and no late-cancel fees.
 */
export const chargedCents = (session: { price_cents: number; canceled_at: string | null }) =>
  session.canceled_at === null ? session.price_cents : 0;

/** The message an admin posts to the group: 'TUESDAY session canceled: Rain'. */
export function canceledSessionText(session: { date: string; canceled: SessionCanceled }): string {
  return `${weekdayName(session.date).toUpperCase()} session canceled: ${session.canceled.reason}`;
}
