import { addDays, clubDate } from '#core/club-time.ts';
import { weekdayName } from '#core/format.ts';
import { defaultTitleFor } from '#core/session-input.ts';
import { createSessionsAsAdmin } from '../server/services/admin-sessions.ts';
import type { ServiceDeps } from '../server/services/deps.ts';
import { bookingQueues, bookSpots } from '../server/services/public-bookings.ts';
import { newVisitorId, touchVisitor } from '../server/store/visitors.ts';

const FAMILIES = [
  ['Olivia Nguyen', 'Liam Nguyen'],
  ['Charlotte Smith'],
  ['Noah Williams', 'Ava Williams', 'Isla Williams'],
  ["Jack O'Brien"],
  ['Amelia Brown', 'Oliver Brown'],
  ['Zoë Martin'],
  ['Mia Jones', 'Leo Jones'],
  ['José García'],
  ['Harper Taylor', 'Henry Taylor'],
];

/** A handful of published sessions around today, with bookings, for a first look. */
export async function createDemoSessions(deps: ServiceDeps, club: { appName: string }) {
  const { db, clock } = deps;
  const bookings = bookingQueues(deps);
  const today = clubDate(clock.now(), clock.timeZone);
  const plans = [
    { offset: -2, time: '18:00', capacity: 16, families: 6 },
    { offset: 1, time: '18:00', capacity: 16, families: 5 },
    { offset: 3, time: '07:00', capacity: 8, families: 9 },
    { offset: 7, time: '18:00', capacity: 16, families: 0 },
  ];
  const created = [];
  for (const plan of plans) {
    const date = addDays(today, plan.offset);
    const past = plan.offset < 0;
    const families = FAMILIES.slice(0, plan.families);
    const [session] = await createSessionsAsAdmin(
      deps,
      {
        title: defaultTitleFor(club.appName, weekdayName(date)),
        date,
        time: plan.time,
        location: 'Centre Courts, 1 Club Lane',
        capacity: plan.capacity,
        // A past session cannot take visitor bookings any more: give it paid members instead.
        preAddedNames: past ? families.flat() : [],
      },
      null,
      { allowPast: true },
    );
    if (!session) throw new Error('the demo session was not created');
    if (!past) {
      for (const names of families) {
        const visitorId = newVisitorId();
        await touchVisitor(db, visitorId);
        await bookSpots({ bookings, clock }, session.id, names, { visitorId });
      }
    }
    created.push({
      id: session.id,
      title: session.title,
      date,
      time: session.time,
      link: session.link,
      bookings: families.flat().length,
    });
  }
  return { created };
}
