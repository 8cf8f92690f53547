// Late cancels of a session that has already started: a visitor cannot cancel after the start, so the
// cancel is made through the app's own service, dated hours before now, on the e2e server's database
// (the command line does the same for sessions in the past).
import { request } from '@playwright/test';
import { clubClock } from '../../src/server/club-clock.ts';
import { openDatabase } from '../../src/server/db/connection.ts';
import { standaloneDeps } from '../../src/server/services/deps.ts';
import { newBookings } from '../../src/server/services/new-bookings.ts';
import { cancelOwnBooking } from '../../src/server/services/public-bookings.ts';
import { appendBookings, lockSession } from '../../src/server/store/bookings.ts';
import { CLUB_TIME_ZONE, E2E_BASE_URL, E2E_DATA_DIR } from './env.ts';

/** Books `names` as one visitor, unpaid, as a player would (a pre-added member's place is marked paid). */
export const bookUnpaid = (sessionId: string, names: string[]) => bookAndCancelLate(sessionId, names, 0);

/** Books `names` as one visitor (before the start), then cancels the first `late` of them, late. */
export async function bookAndCancelLate(sessionId: string, names: string[], late: number) {
  const visitor = await request.newContext({ baseURL: E2E_BASE_URL });
  const reconcile = await visitor.post('/api/user-session/reconcile', {
    data: {},
    headers: { Origin: E2E_BASE_URL },
  });
  const visitorId: string = (await reconcile.json()).sessionId;
  await visitor.dispose();
  const { db, close } = openDatabase({ dataDir: E2E_DATA_DIR });
  try {
    const rows = await db.transaction().execute(async (trx) => {
      const session = await lockSession(trx, sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return appendBookings(trx, session, newBookings(names, { visitorId, isPaid: false, now: new Date() }));
    });
    for (const [i, row] of rows.slice(0, late).entries()) {
      // On a clock stopped at the cancel's time; the server's dispatcher finds the rows on its next poll.
      const at = new Date(Date.now() - (6 - i) * 3_600_000);
      const deps = { ...standaloneDeps(db, CLUB_TIME_ZONE), clock: clubClock(CLUB_TIME_ZONE, () => at) };
      await cancelOwnBooking(deps, sessionId, row.id, { visitorId });
    }
  } finally {
    await close();
  }
}
