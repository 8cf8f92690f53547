// The one door for a change that causes something (decisions 0026, 0095): one transaction makes the
// change and adds the outbox rows it causes; once it has committed, the app's dispatcher is woken
// (its OutboxSignal, decision 0090). A change that rolls back adds nothing and wakes nobody; other processes find the rows on
// their next poll. Session changes (session-change.ts), new sessions, settling a player and the
// dispatcher's own hand-ons all come through here, so none can forget the wake-up. In the app, live
// changes go with the transaction itself, not as rows (decision 0148).
import type { Db, Trx } from '../db/connection.ts';
import { addToOutbox } from '../store/outbox.ts';
import type { LiveChange, TypedEntry } from './events.ts';
import type { OutboxSignal } from './signal.ts';

/** What a change hands back: its value, and the outbox rows it causes (due from `nowMs`). */
export type WithOutbox<T> = { value: T; outbox: readonly TypedEntry[]; nowMs?: number };

export async function withOutbox<T>(
  { db, outbox: signal }: { db: Db; outbox: OutboxSignal },
  change: (trx: Trx) => Promise<WithOutbox<T>>,
): Promise<T> {
  const live = signal.live;
  let added = false;
  let heard: LiveChange[] = [];
  const value = await db.transaction().execute(async (trx) => {
    const { value, outbox, nowMs } = await change(trx);
    const rows = live ? outbox.filter((entry) => entry.kind !== 'live') : outbox;
    if (live) {
      heard = outbox.flatMap((entry) => (entry.kind === 'live' ? [entry.payload] : []));
      if (heard.length > 0) await live.within(trx, heard);
    }
    await addToOutbox(trx, rows, nowMs);
    added = rows.length > 0;
    return value;
  });
  if (heard.length > 0) live?.committed(heard);
  if (added) signal.ring();
  return value;
}
