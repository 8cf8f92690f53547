// A booking answered 201 survives a kill -9 of the server (SQLite WAL, synchronous=NORMAL).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { makeSession } from '../support/fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-crash-'));
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      try {
        const res = await fetch(`${base}/api/health`);
        if (res.ok) return resolve(child);
      } catch {}
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('server did not start'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every booking answered 201 after the server is killed with SIGKILL', async () => {
  const setup = openDatabase({ dataDir });
  await migrateToLatest(setup.db);
  const session = await makeSession(setup.db, { capacity: 3 });
  await setup.close();

  server = await startServer();
  const booked: string[] = [];
  for (const name of ['Ann', 'Ben', 'Cai', 'Dee', 'Eve']) {
    const res = await fetch(`${base}/api/sessions/${session.id}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ names: [name] }),
    });
    expect(res.status).toBe(201);
    booked.push(name);
  }
  server.kill('SIGKILL');
  await new Promise((r) => server?.once('exit', r));

  server = await startServer();
  const res = await fetch(`${base}/api/sessions/by-link/${session.link}`);
  const body = (await res.json()) as { bookings: { name: string }[] };
  expect(body.bookings.map((b) => b.name)).toEqual(booked);
  server.kill('SIGKILL');
});
