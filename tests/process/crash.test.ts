// A booking answered 201 survives a kill -9 of the server (SQLite WAL, synchronous=NORMAL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { makeSession, withoutApp } from '../support/fixtures.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-crash-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every booking answered 201 after the server is killed with SIGKILL', async () => {
  const setup = openDatabase({ dataDir });
  await migrateToLatest(setup.db);
  const session = await makeSession(withoutApp(setup.db), { capacity: 3 });
  await setup.close();

  server = await startServerProcess({ env: { DATA_DIR: dataDir } });
  const booked: string[] = [];
  for (const name of ['Ann', 'Ben', 'Cai', 'Dee', 'Eve']) {
    const res = await fetch(`${server.url}/api/sessions/${session.id}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ names: [name] }),
    });
    expect(res.status).toBe(201);
    booked.push(name);
  }
  await server.kill();

  server = await startServerProcess({ env: { DATA_DIR: dataDir }, port: server.port });
  const res = await fetch(`${server.url}/api/sessions/by-link/${session.link}`);
  const body = (await res.json()) as { bookings: { name: string }[] };
  expect(body.bookings.map((b) => b.name)).toEqual(booked);
});
