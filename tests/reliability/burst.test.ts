// docs/product/booking-rules.md under load: 500 visitors book one session of 16 places at the same instant, on
// SQLite, on PostgreSQL, and on two app processes sharing one PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { burstLine, checkBurst, finalRoster, fireBurst, mintVisitors, planBurst } from './burst.ts';
import { runSeed, seededRng } from './prng.ts';
import { createSession, type Engine, openStore, postgresReachable, type Store } from './stores.ts';
import { printSummaryAfterAll, summary } from './summary.ts';

const REQUESTS = 500;
const CAPACITY = 16;
const seed = runSeed();
const hasPg = await postgresReachable();
if (!hasPg && process.env.CI) throw new Error('PostgreSQL is required with CI=true');

printSummaryAfterAll();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One store and its servers per engine, started on first use; the second process joins later. */
const targets = new Map<Engine, { store: Store; servers: ServerProcess[] }>();
async function serversFor(engine: Engine, processes: number): Promise<{ store: Store; urls: string[] }> {
  let target = targets.get(engine);
  if (!target) {
    const store = await openStore(engine);
    cleanups.push(() => store.drop());
    target = { store, servers: [] };
    targets.set(engine, target);
  }
  while (target.servers.length < processes) {
    // One after the other: each applies migrations at start-up.
    const server = await startServerProcess({ env: target.store.env });
    cleanups.push(() => server.stop());
    target.servers.push(server);
  }
  return { store: target.store, urls: target.servers.slice(0, processes).map((s) => s.url) };
}

async function burst(engine: Engine, processes: number, label: string) {
  const { store, urls } = await serversFor(engine, processes);
  const session = await createSession(store, CAPACITY);
  // Visitors, and so their requests, alternate between the processes.
  const visitors = await mintVisitors(urls, REQUESTS);
  const requests = planBurst(visitors, seededRng(seed));
  const answers = await fireBurst(session.id, requests);
  const final = await finalRoster(urls[0] ?? '', session.link);
  const report = checkBurst({ requests, answers, final, capacity: CAPACITY, crashed: false });
  summary(`${burstLine(label, report)} (seed ${seed})`);
  expect(report.violations).toEqual([]);
  expect(report.confirmed).toBe(CAPACITY);
}

describe('a burst of 500 simultaneous bookings at one session of 16 places', () => {
  it('keeps one total order with exactly 16 confirmed on SQLite', async () => {
    await burst('sqlite', 1, 'burst sqlite');
  });

  it.skipIf(!hasPg)('keeps one total order with exactly 16 confirmed on PostgreSQL', async () => {
    await burst('postgres', 1, 'burst postgres');
  });

  it.skipIf(!hasPg)('keeps one total order across two app processes on one PostgreSQL', async () => {
    await burst('postgres', 2, 'burst postgres, 2 processes');
  });
});
