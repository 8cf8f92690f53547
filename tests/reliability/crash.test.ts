// docs/product/booking-rules.md through a crash: the server is killed with SIGKILL in the middle of a burst and
// started again. Every booking answered 201 is still there, and every multi-name request is all
// or nothing, whatever happened to the requests the dead server never answered.
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { checkBurst, finalRoster, fireBurst, mintVisitors, originOf, planBurst } from './burst.ts';
import { runSeed, seededRng } from './prng.ts';
import { createSession, type Engine, openStore, postgresReachable } from './stores.ts';
import { printSummaryAfterAll, summary } from './summary.ts';

const REQUESTS = 500;
const CAPACITY = 16;
/**
 * The server dies once this many answers have come back: early in the burst, so hundreds are still
 * in flight even when a busy machine lets the server run ahead of the client reading the answers.
 */
const KILL_AFTER_ANSWERS = 50;
const seed = runSeed();
const hasPg = await postgresReachable();
if (!hasPg && process.env.CI) throw new Error('PostgreSQL is required with CI=true');

printSummaryAfterAll();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function crashDuringBurst(engine: Engine) {
  const store = await openStore(engine);
  cleanups.push(() => store.drop());
  const session = await createSession(store, CAPACITY);
  let server: ServerProcess = await startServerProcess({ env: store.env });
  cleanups.push(() => server.kill());

  const visitors = await mintVisitors([server.url], REQUESTS);
  const requests = planBurst(visitors, seededRng(seed));
  let answered = 0;
  let killed: Promise<void> | undefined;
  const answers = await fireBurst(session.id, requests, (answer) => {
    if (answer.status !== null) answered++;
    if (answered === KILL_AFTER_ANSWERS && !killed) killed = server.kill();
  });
  await killed;
  expect(killed, 'the server was killed during the burst').toBeDefined();

  const restartedAt = performance.now();
  server = await startServerProcess({ env: store.env, port: server.port });
  const restartMs = Math.round(performance.now() - restartedAt);
  const final = await finalRoster(server.url, session.link);
  const report = checkBurst({ requests, answers, final, capacity: CAPACITY, crashed: true });

  // The restarted server takes bookings again, at the end of the same order.
  const after = await fetch(`${server.url}/api/sessions/${session.id}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...originOf(server.url) },
    body: JSON.stringify({ names: ['Late Comer'] }),
  });
  const afterBody = (await after.json()) as { session?: { bookings?: { id: string }[] } };
  const afterIds = afterBody.session?.bookings?.map((b) => b.id) ?? [];

  const held = report.violations.length === 0;
  summary(
    `crash ${engine}: ${REQUESTS} requests, SIGKILL at the ${KILL_AFTER_ANSWERS}th answer, ` +
      `${report.booked201} answered 201 (${held ? 'all present' : 'SEE VIOLATIONS'}), ${report.unanswered} cut off, ` +
      `${report.finalCount} names in the roster after restart (${restartMs} ms), ${report.fiveXX} 5xx, ` +
      `${held ? 'every request all or nothing' : `${report.violations.length} VIOLATIONS`}, ` +
      `booking after restart ${after.status} (seed ${seed})`,
  );
  expect(report.violations).toEqual([]);
  expect(report.unanswered, 'some requests were cut off by the kill').toBeGreaterThan(0);
  expect(after.status).toBe(201);
  expect(afterIds.slice(0, -1)).toEqual(final.map((b) => b.id));
}

describe('a server killed with SIGKILL in the middle of a burst', () => {
  it('keeps every booking answered 201 and no half request on SQLite', async () => {
    await crashDuringBurst('sqlite');
  });

  it.skipIf(!hasPg)('keeps every booking answered 201 and no half request on PostgreSQL', async () => {
    await crashDuringBurst('postgres');
  });
});
