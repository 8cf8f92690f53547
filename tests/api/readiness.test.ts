// GET /api/health/ready (docs/product/system.md): 200 only while the database answers and has every
// migration; 503 { status, reason } otherwise, and back to 200 after an outage, in the same process.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/connection.ts';
import { hasStackTrace } from '../support/public-api.ts';
import { startTcpProxy } from '../support/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDb, TEST_PG_URL, testEngine } from '../support/test-db.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function ready(url: string) {
  const res = await fetch(`${url}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Polls until ready answers `status`; returns how long that took. */
async function waitForReady(url: string, status: number, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await ready(url)).status === status) return Date.now() - started;
    if (Date.now() - started > withinMs)
      throw new Error(`ready did not answer ${status} within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('GET /api/health/ready', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 ready with the engine when the database answers and is fully migrated', async () => {
    t = await startTestApp();
    const res = await ready(t.url);
    expect(res).toEqual({ status: 200, body: { status: 'ready', db: testEngine } });
  });

  it('answers 503 naming the pending migration when the database lacks one', async () => {
    const newest = await t.db.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const name = (newest as { name: string }).name;
    await t.db.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    await new Promise((r) => setTimeout(r, 1100));
    const res = await ready(t.url);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', reason: `migrations pending: ${name}` });
    // Liveness is not readiness: the process still answers.
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});

// An outage of a database server: only PostgreSQL has one (SQLite is a file inside the process).
if (testEngine === 'postgres')
  describe('a PostgreSQL outage in the same process', () => {
    it('turns ready 503 while PostgreSQL refuses connections and 200 again after it is back', async () => {
      const db = await createTestDb();
      cleanups.push(() => db.drop());
      const target = new URL(TEST_PG_URL);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      cleanups.push(() => proxy.stop());
      const viaProxy = new URL(TEST_PG_URL);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const database = openDatabase({
        dataDir: db.dataDir,
        databaseUrl: viaProxy.toString(),
        ...(db.pgSchema ? { pgSchema: db.pgSchema } : {}),
      });
      const config = loadConfig({ DATA_DIR: db.dataDir, DATABASE_URL: viaProxy.toString() });
      const app = await buildApp({ config, database, logger: false });
      cleanups.push(async () => {
        await app.close();
        await database.close();
      });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      expect((await ready(url)).status).toBe(200);

      await proxy.stop();
      const down = await waitForReady(url, 503, 15_000);
      const refused = await ready(url);
      expect(refused.body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect(hasStackTrace(JSON.stringify(refused.body))).toBe(false);
      // Requests that need the database fail cleanly meanwhile, and the process lives on.
      const unknownLink = `${url}/api/sessions/by-link/11-24-zzzzzz`;
      const meanwhile = await fetch(unknownLink);
      expect(meanwhile.status).toBe(500);
      expect(hasStackTrace(await meanwhile.text())).toBe(false);

      await proxy.start();
      const up = await waitForReady(url, 200, 20_000);
      expect((await fetch(unknownLink)).status).toBe(404);
      console.log(`[readiness] 503 after ${down} ms of outage; 200 again ${up} ms after recovery`);
    }, 60_000);
  });
