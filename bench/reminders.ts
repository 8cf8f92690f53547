// Reminders at scale (decision 0082): 2,000 confirmed bookings, each by its own visitor with a push
// subscription, all due at the same instant; how long from the due time until each push reaches the
// local push service (real encryption), and what booking requests to another session cost meanwhile.
// The app runs in this process on a test database (TEST_DB=sqlite|postgres, as the API tests do).
//   npx tsx bench/reminders.ts            TEST_DB=postgres npx tsx bench/reminders.ts
import { HOUR_MS, sessionStart } from '#core/club-time.ts';
import { percentile } from '../tests/reliability/burst.ts';
import { CLUB_TZ, clubWallTimeIn, makeSession } from '../tests/support/fixtures.ts';
import { startPushService } from '../tests/support/push-service.ts';
import { type Client, startTestApp } from '../tests/support/test-app.ts';

const BOOKINGS = Number(process.env.REMINDERS ?? 2000);
const PER_SESSION = 40;
const SETUP_CONCURRENCY = 16;
/** Time allowed for the set-up before the reminders fall due. */
const SETUP_BUDGET_MS = Number(process.env.SETUP_MS ?? 240_000);

const push = await startPushService();
const start = clubWallTimeIn(26 * 60 + 10);
const startAt = sessionStart(start.date, start.time, CLUB_TZ).getTime();
const dueAt = Date.now() + SETUP_BUDGET_MS;
const t = await startTestApp(
  {
    PUSH_ALLOWED_HOSTS: push.host,
    REMINDER_HOURS: ((startAt - dueAt) / HOUR_MS).toFixed(7),
    QUIET_HOURS: '',
  },
  { notifications: { pushAgent: push.agent } },
);
const engine = t.db.engine;

async function inParallel<T>(count: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

/** Names take letters only: 1203 → 'Player Bcad'. */
const nameOf = (prefix: string, i: number) =>
  `${prefix} ${[...String(i)].map((d, k) => String.fromCharCode((k === 0 ? 65 : 97) + Number(d))).join('')}`;

async function ok(res: Promise<{ status: number; body: unknown }>, what: string) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

console.log(`${engine}: setting up ${BOOKINGS} bookings with subscriptions…`);
const setupStarted = Date.now();
const sessions = await inParallel(Math.ceil(BOOKINGS / PER_SESSION), (i) =>
  makeSession(t.deps, { ...start, title: `Reminder bench ${i}`, capacity: PER_SESSION }),
);
const subscriptions = await inParallel(BOOKINGS, async (i) => {
  const client: Client = t.client();
  await ok(client.post('/api/user-session/reconcile', { sessionId: null }), 'reconcile');
  const sub = push.subscribe();
  await ok(client.post('/api/webpush/subscribe', { subscription: sub.subscription }), 'subscribe');
  const session = sessions[Math.floor(i / PER_SESSION)];
  await ok(client.post(`/api/sessions/${session?.id}/bookings`, { names: [nameOf('Player', i)] }), 'booking');
  return sub;
});
const setupMs = Date.now() - setupStarted;
if (Date.now() >= dueAt) throw new Error(`set-up took ${setupMs} ms, past the due time: raise SETUP_MS`);
await t.app.notifications.dispatcher.drained();
console.log(`set-up took ${(setupMs / 1000).toFixed(1)} s; waiting for the due time…`);

// Booking latency on other sessions: idle (before the due time) and while the reminders go out. Each
// request is a new visitor booking one name; a fresh session every 1,000 bookings (the waiting list's cap).
let other = await makeSession(t.deps, { title: 'Bench bookings', capacity: 50 });
let n = 0;
async function bookingLatencies(until: () => boolean): Promise<number[]> {
  const ms: number[] = [];
  while (until()) {
    if (++n % 1000 === 0) other = await makeSession(t.deps, { title: 'Bench bookings', capacity: 50 });
    const booker = t.client();
    await ok(booker.post('/api/user-session/reconcile', { sessionId: null }), 'reconcile');
    const began = performance.now();
    await ok(booker.post(`/api/sessions/${other.id}/bookings`, { names: [nameOf('Booker', n)] }), 'booking');
    ms.push(performance.now() - began);
  }
  return ms;
}
const idle = await bookingLatencies(() => Date.now() < dueAt - 1_000);
await new Promise((r) => setTimeout(r, Math.max(0, dueAt - Date.now())));
const ids = new Set(subscriptions.map((s) => s.id));
const arrived = () => push.received.filter((r) => ids.has(r.id)).length;
const during = await bookingLatencies(() => arrived() < BOOKINGS && Date.now() < dueAt + 60_000);
await t.app.notifications.dispatcher.drained();

const lat = push.received.filter((r) => ids.has(r.id)).map((r) => r.at - dueAt);
const fig = (xs: number[]) =>
  `p50 ${percentile(xs, 0.5).toFixed(0)} ms, p99 ${percentile(xs, 0.99).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
console.log(
  JSON.stringify(
    {
      engine,
      reminders: BOOKINGS,
      delivered: lat.length,
      uniqueSubscriptions: new Set(push.received.filter((r) => ids.has(r.id)).map((r) => r.id)).size,
      dueToPush: fig(lat),
      lastArrivedAfterDueS: (Math.max(...lat) / 1000).toFixed(1),
      bookingsIdle: `${idle.length} requests, ${fig(idle)}`,
      bookingsWhileSending: `${during.length} requests, ${fig(during)}`,
    },
    null,
    2,
  ),
);
await t.close();
await push.close();
