// The one place a session is born, for the admin API, the CLI and the demo alike: each gets a booking
// link no other session has, its pre-added members booked first in order and marked paid (docs/product/
// booking-rules.md, decision 0015), and an outbox entry so admins' live pages list it, all in one transaction.
import { generateBookingLink } from '#core/booking-link.ts';
import type { Db } from '../db/connection.ts';
import { appendBookings } from '../store/bookings.ts';
import { addToOutbox } from '../store/outbox.ts';
import {
  findSessionById,
  insertSession,
  isLinkTaken,
  type NewSessionRow,
  type SessionRow,
} from '../store/sessions.ts';
import type { ServiceDeps } from './deps.ts';
import { newBookings } from './new-bookings.ts';
import { sessionCreated } from './session-change.ts';

/** A session to create: its row without the link (made here), and the members booked first. */
export type NewSession = Omit<NewSessionRow, 'link'> & {
  /** Members who paid in advance: booked first, in order, marked paid. */
  preAddedNames: string[];
};

async function unusedLink(db: Db, date: string): Promise<string> {
  for (;;) {
    const link = generateBookingLink(date);
    if (!(await isLinkTaken(db, link))) return link;
  }
}

async function insertWithMembers(trx: Db, input: NewSession, now: Date): Promise<SessionRow> {
  const { preAddedNames, ...fields } = input;
  const session = await insertSession(trx, { ...fields, link: await unusedLink(trx, input.date) }, now);
  if (preAddedNames.length === 0) return session;
  await appendBookings(trx, session, newBookings(preAddedNames, { visitorId: null, isPaid: true, now }));
  return (await findSessionById(trx, session.id)) as SessionRow;
}

/** Creates every session in one transaction, all or none (a weekly series), in the order given. */
export async function createSessions(
  { db, outbox }: Pick<ServiceDeps, 'db' | 'outbox'>,
  inputs: readonly NewSession[],
  now = new Date(),
): Promise<SessionRow[]> {
  const sessions = await db.transaction().execute(async (trx) => {
    const made: SessionRow[] = [];
    for (const input of inputs) made.push(await insertWithMembers(trx, input, now));
    await addToOutbox(
      trx,
      made.map((s) => sessionCreated(s.id)),
      now.getTime(),
    );
    return made;
  });
  outbox.ring();
  return sessions;
}

export async function createSession(
  deps: Pick<ServiceDeps, 'db' | 'outbox'>,
  input: NewSession,
  now = new Date(),
): Promise<SessionRow> {
  const [session] = await createSessions(deps, [input], now);
  return session as SessionRow;
}
