// The one place a session is born, for the admin API, the CLI and the demo alike: each gets a booking
// link no other session has, its pre-added members booked first in order and marked paid (docs/product/
// booking-rules.md, decision 0015), and an outbox entry so admins' live pages list it, all in one transaction.
import { generateBookingLink } from '#core/booking-link.ts';
import type { Db, Trx } from '../db/connection.ts';
import { withOutbox } from '../outbox/with-outbox.ts';
import { appendBookings } from '../store/bookings.ts';
import {
  findSessionById,
  insertSession,
  isLinkTaken,
  type NewSessionRow,
  type SessionRow,
} from '../store/sessions.ts';
import type { ServiceDeps } from './deps.ts';
import { newBookings } from './new-bookings.ts';
import { type SessionState, sessionCreated } from './session-change.ts';

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

async function insertWithMembers(trx: Trx, input: NewSession, now: Date): Promise<SessionState> {
  const { preAddedNames, ...fields } = input;
  const session = await insertSession(trx, { ...fields, link: await unusedLink(trx, input.date) }, now);
  if (preAddedNames.length === 0) return { session, bookings: [] };
  const bookings = await appendBookings(
    trx,
    session,
    newBookings(preAddedNames, { visitorId: null, isPaid: true, now }),
  );
  return { session: (await findSessionById(trx, session.id)) as SessionRow, bookings };
}

/**
 * Creates every session in one transaction, all or none (a weekly series), in the order given; each
 * as it was made, with its active bookings (its pre-added members), for answers built without a
 * second read (decision 0095).
 */
export function createSessionStates(
  deps: Pick<ServiceDeps, 'db' | 'outbox'>,
  inputs: readonly NewSession[],
  now = new Date(),
): Promise<SessionState[]> {
  return withOutbox(deps, async (trx) => {
    const made: SessionState[] = [];
    for (const input of inputs) made.push(await insertWithMembers(trx, input, now));
    return { value: made, outbox: made.map((s) => sessionCreated(s.session.id)), nowMs: now.getTime() };
  });
}

/** The same, for callers that want the rows alone. */
export async function createSessions(
  deps: Pick<ServiceDeps, 'db' | 'outbox'>,
  inputs: readonly NewSession[],
  now = new Date(),
): Promise<SessionRow[]> {
  return (await createSessionStates(deps, inputs, now)).map((s) => s.session);
}

export async function createSession(
  deps: Pick<ServiceDeps, 'db' | 'outbox'>,
  input: NewSession,
  now = new Date(),
): Promise<SessionRow> {
  const [session] = await createSessions(deps, [input], now);
  return session as SessionRow;
}
