// What a history line says of its price (DESIGN.md §9, what a player owes): 'Paid'; 'Unpaid' only
// where the price is owed now (a confirmed place of a started, priced session, not excused); 'Not
// yet due' before the start. An excused place, a waiting one and a free or canceled session (price
// 0) say nothing, so the line never contradicts the player's 'Nothing owed'.
import { sessionHasStarted } from '#core/club-time.ts';
import type { PlayerHistoryDto } from '#core/schemas.ts';

export function priceBadge(
  h: Pick<PlayerHistoryDto, 'status' | 'price' | 'isPaid' | 'attendance' | 'date' | 'time'>,
  timeZone: string,
  now: Date,
): 'Paid' | 'Unpaid' | 'Not yet due' | null {
  if (h.status !== 'confirmed' || h.price <= 0) return null;
  if (h.isPaid) return 'Paid';
  if (!sessionHasStarted(h, timeZone, now)) return 'Not yet due';
  return h.attendance === 'excused' ? null : 'Unpaid';
}
