// Hits reserved ahead far from a limit (decision 0031): a limit of N still lets exactly N through in
// a window, in one process, in a burst, and across two processes on one database.
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { RateLimitLeases } from '../../src/server/plugins/rate-limit-leases.ts';
import { VISITOR_COOKIE, visitorWithCookie } from '../support/public-api.ts';
import { Client, startTestApp, type TestApp } from '../support/test-app.ts';

const LIMIT = 60;
const LIMITS = { RATE_LIMIT_VISITOR_PER_MIN: String(LIMIT) };

/** The statuses of reconcile calls by one visitor, through the given clients in turn. */
async function reconcileInTurn(clients: Client[], times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const client = clients[i % clients.length] as Client;
    statuses.push((await client.post('/api/user-session/reconcile', {})).status);
  }
  return statuses;
}
const allowed = (statuses: number[]) => statuses.filter((s) => s === 200).length;

describe(`RATE_LIMIT_VISITOR_PER_MIN=${LIMIT} in one process`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(LIMITS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets exactly the limit through, then answers 429', async () => {
    const { client } = await visitorWithCookie(t);
    const statuses = await reconcileInTurn([client], LIMIT + 10);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array(10).fill(429));
  });

  it('lets a burst below the limit through whole: requests wait for a reservation under way', async () => {
    // Straight on the leases, so the 50 hits are truly simultaneous: each finds the lease empty at
    // once. Reserving beside each other, they would count 3 hits apiece and refuse most of the burst.
    const leases = new RateLimitLeases(t.db.db);
    const key = `burst-${Date.now()}`;
    expect((await leases.hit(key, LIMIT, 60_000)).allowed).toBe(true);
    const burst = await Promise.all(Array.from({ length: 50 }, () => leases.hit(key, LIMIT, 60_000)));
    expect(burst.filter((h) => h.allowed)).toHaveLength(50);
    const rest = [];
    for (let i = 0; i < 20; i++) rest.push((await leases.hit(key, LIMIT, 60_000)).allowed);
    expect(rest.filter(Boolean)).toHaveLength(LIMIT - 51);
  });

  it('counts the first hits of many keys in one turn with one statement, each key exactly', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const leases = new RateLimitLeases(t.db.db.withPlugin(counting));
    const keys = Array.from({ length: 40 }, (_, i) => `turn-${Date.now()}-${i}`);
    const hits = await Promise.all(keys.map((key) => leases.hit(key, LIMIT, 60_000)));
    expect(hits.every((h) => h.allowed)).toBe(true);
    expect(statements).toBe(1);
    const rows = await t.db.db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', 'in', keys)
      .execute();
    expect(rows.map((r) => Number(r.count))).toEqual(keys.map(() => 1));
    // A second turn counts on top of the first.
    await Promise.all(keys.map((key) => leases.hit(key, LIMIT, 60_000)));
    const again = await t.db.db.selectFrom('rate_limits').select('count').where('key', 'in', keys).execute();
    expect(again.every((r) => Number(r.count) > 1)).toBe(true);
  });

  it('never lets a burst past the limit, and loses none of it', async () => {
    const { client } = await visitorWithCookie(t);
    const burst = await Promise.all(
      Array.from({ length: LIMIT + 30 }, () => client.post('/api/user-session/reconcile', {})),
    );
    const inBurst = allowed(burst.map((r) => r.status));
    expect(inBurst).toBeLessThanOrEqual(LIMIT);
    // Hits a refused request could not see (reserved by another request of the burst) still count.
    const after = allowed(await reconcileInTurn([client], LIMIT));
    expect(inBurst + after).toBe(LIMIT);
  });
});

describe(`RATE_LIMIT_VISITOR_PER_MIN=${LIMIT} across two processes on one database`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    t = await startTestApp(LIMITS);
    // A second app on the same database, as a second process behind a load balancer would be.
    const config = loadConfig({
      DATA_DIR: t.db.dataDir,
      PUBLIC_URL: t.publicUrl,
      RATE_LIMIT_IP_PER_MIN: '100000',
      RATE_LIMIT_NEW_VISITORS_PER_MIN: '100000',
      ...LIMITS,
    });
    second = await buildApp({ config, database: t.db, logger: false });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('share one count: together they let exactly the limit through', async () => {
    const { client, credential } = await visitorWithCookie(t);
    const other = new Client(secondUrl);
    other.cookies.set(VISITOR_COOKIE, credential);
    const statuses = await reconcileInTurn([client, other], 2 * LIMIT);
    expect(allowed(statuses)).toBe(LIMIT);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
  });
});
