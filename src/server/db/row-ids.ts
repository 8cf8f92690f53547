// Ids of the rows written in bulk, bookings and outbox entries (decision 0132): UUIDs of version 7,
// whose first 48 bits are the time, so the rows of one batch sit side by side in their key's index
// instead of on a page each, and a commit writes a few pages instead of one per row. The other 74
// bits are randomUUID's (drawn from its pool; not for ids that prove who someone is: visitors' ids
// stay 128 random bits).
import { randomUUID } from 'node:crypto';

export function newRowId(nowMs = Date.now()): string {
  const time = nowMs.toString(16).padStart(12, '0');
  // randomUUID: 8-4-4-4-12 hex digits, its version digit at index 14, random after it.
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randomUUID().slice(15)}`;
}
