// [TEST_DB=postgres] npx tsx bench/players.ts [--seconds N]
// The players list (docs/product/api.md Players) on a club's whole season — 300 players, 20,000
// bookings over 1,250 sessions (8 of them upcoming) — against the admin's upcoming sessions list on
// the same data, both over real HTTP with an admin's cookie. Prints a markdown table for
// docs/benchmarks.md. (In-process server: the load generator shares its cores; compare within a run.)
import autocannon from 'autocannon';
import { addDays, clubDate } from '#core/club-time.ts';
import { newBookings } from '../src/server/services/new-bookings.ts';
import { createSessions } from '../src/server/services/new-sessions.ts';
import { appendBookings, lockSession } from '../src/server/store/bookings.ts';
import { signedInAccount } from '../tests/support/accounts.ts';
import { startTestApp } from '../tests/support/test-app.ts';

const PLAYERS = 300;
const SESSIONS = 1250;
const UPCOMING = 8;
const PER_SESSION = 16;
const TZ = 'Australia/Sydney';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '10'));

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const playerName = (i: number) =>
  `Player ${LETTERS[i % 26]}${LETTERS[Math.floor(i / 26) % 26]}${LETTERS[Math.floor(i / 676) % 26]}`;

async function main() {
  const t = await startTestApp();
  const admin = await signedInAccount(t, { email: 'bench@courtside.test', name: 'Bench Admin' });
  const db = t.db.db;
  const today = clubDate(new Date(), TZ);
  const inputs = Array.from({ length: SESSIONS }, (_, i) => ({
    title: `Session ${i}`,
    // The last UPCOMING are ahead; the rest, one a day back through the season.
    date: addDays(
      today,
      i >= SESSIONS - UPCOMING ? i - (SESSIONS - UPCOMING) + 1 : i - (SESSIONS - UPCOMING),
    ),
    time: '18:00',
    location: 'Court 1',
    capacity: 14,
    priceCents: 1250,
    isPublished: true,
    createdBy: null,
    preAddedNames: [],
  }));
  const sessions = await createSessions(t.deps, inputs);
  let n = 0;
  for (const session of sessions) {
    const names = Array.from({ length: PER_SESSION }, (_, k) => playerName((n * 7 + k * 31) % PLAYERS));
    n += 1;
    await db.transaction().execute(async (trx) => {
      const locked = await lockSession(trx, session.id);
      if (!locked) throw new Error('no session');
      await appendBookings(
        trx,
        locked,
        newBookings([...new Set(names)], { visitorId: null, isPaid: false, now: new Date() }),
      );
    });
  }
  const count = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const cookie = [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const players = await admin.client.get('/api/admin/players');
  console.log(
    `seeded ${t.db.engine}: ${sessions.length} sessions, ${Number(count?.n)} bookings, ${(players.body as { players: unknown[] }).players.length} players`,
  );

  const measure = async (path: string) => {
    const opts = { url: t.url + path, connections: 4, headers: { cookie, 'accept-encoding': 'br, gzip' } };
    await autocannon({ ...opts, duration: 2 });
    const r = await autocannon({ ...opts, duration: seconds });
    return { path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
  };
  const rows = [await measure('/api/sessions'), await measure('/api/admin/players')];
  console.log(`\n| ${t.db.engine} | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|`);
  for (const r of rows)
    console.log(`| GET ${r.path} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
  const ratio = (rows[0]?.rps ?? 0) / (rows[1]?.rps ?? 1);
  console.log(`\nplayers list is ${ratio.toFixed(2)}× slower than the upcoming sessions list (by req/s)`);
  await t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
