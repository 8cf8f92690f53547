// An orderly stop (docs/product/system.md, decision 0075): SIGTERM in the middle of a burst of
// bookings exits 0 within 10 s, answers no request with 503 or 500, ends live streams with a retry
// hint, leaves no SQLite WAL behind, and every booking answered 201 is there after a restart. Also:
// in production every line printed is JSON; at a terminal, lines are coloured.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession, type Engine, openStore, postgresReachable } from '../reliability/stores.ts';
import { startServerProcess } from '../support/server-process.ts';
import { freePort } from '../support/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const engines: Engine[] = ['sqlite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const nameOf = (i: number) => `Burst ${LETTERS[Math.floor(i / 26) % 26]?.toUpperCase()}${LETTERS[i % 26]}`;

type Outcome = { name: string; status: number | 'no answer' };

/** Reads a raw SSE stream to its end; resolves with all it said. */
async function readStream(url: string): Promise<{ opened: Promise<void>; text: Promise<string> }> {
  const res = await fetch(url, { headers: { accept: 'text/event-stream' } });
  const decoder = new TextDecoder();
  let all = '';
  let markOpen: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    markOpen = resolve;
  });
  const text = (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        all += decoder.decode(chunk, { stream: true });
        if (all.includes('event: session')) markOpen();
      }
    } catch {}
    return all;
  })();
  return { opened, text };
}

describe.each(engines)('SIGTERM on %s', (engine) => {
  it('during a burst: exit 0 within 10 s, no 503, streams told to retry, every 201 kept', async () => {
    const store = await openStore(engine);
    cleanups.push(() => store.drop());
    const session = await createSession(store, 500);
    let server = await startServerProcess({ env: store.env });
    cleanups.push(() => server.kill());

    const stream = await readStream(`${server.url}/api/sessions/by-link/${session.link}/events`);
    await stream.opened;
    const outcomes: Outcome[] = [];
    let answered = 0;
    const burst = Array.from({ length: 240 }, async (_, i) => {
      const name = nameOf(i);
      try {
        const res = await fetch(`${server.url}/api/sessions/${session.id}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ names: [name] }),
        });
        await res.arrayBuffer();
        answered++;
        outcomes.push({ name, status: res.status });
      } catch {
        outcomes.push({ name, status: 'no answer' });
      }
    });
    while (answered < 40) await new Promise((r) => setTimeout(r, 5));
    const signalled = Date.now();
    await server.stop();
    const took = Date.now() - signalled;
    await Promise.all(burst);

    expect(server.child.exitCode, server.output()).toBe(0);
    expect(took).toBeLessThan(10_000);
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s !== 201 && s !== 'no answer')).toEqual([]);
    const booked = outcomes.filter((o) => o.status === 201).map((o) => o.name);
    expect(booked.length).toBeGreaterThanOrEqual(40);
    // The live stream ended with a retry hint, not by a cut connection.
    expect(await stream.text).toMatch(/retry: \d+\n\n$/);
    if (engine === 'sqlite') {
      expect(existsSync(path.join(store.env.DATA_DIR as string, 'courtside.sqlite-wal'))).toBe(false);
    }
    console.log(
      `[shutdown] ${engine}: stopped in ${took} ms; ${booked.length} answered 201, ` +
        `${statuses.filter((s) => s === 'no answer').length} not answered (sent after the stop), 0 refused`,
    );

    server = await startServerProcess({ env: store.env, port: server.port });
    const roster = (await (await fetch(`${server.url}/api/sessions/by-link/${session.link}`)).json()) as {
      bookings: { name: string }[];
    };
    const kept = new Set(roster.bookings.map((b) => b.name));
    expect(booked.filter((name) => !kept.has(name))).toEqual([]);
  });
});

describe('log lines', () => {
  it('in production are every one a JSON object, the "running at" line too', async () => {
    const store = await openStore('sqlite');
    cleanups.push(() => store.drop());
    const server = await startServerProcess({
      env: { ...store.env, NODE_ENV: 'production', LOG_LEVEL: 'info' },
    });
    cleanups.push(() => server.kill());
    await fetch(`${server.url}/api/health`);
    await server.stop();
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const running = lines.map((l) => JSON.parse(l)).find((l) => String(l.msg).includes('is running at'));
    expect(running).toMatchObject({ level: 30, url: server.url, db: 'sqlite' });
    expect(lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
  });

  it('in production, a start-up failure is a JSON line too', async () => {
    const out = await new Promise<{ code: number; text: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server/main.ts'],
        { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', PORT: 'not-a-port', VITEST: '' } },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, text: stdout + stderr }),
      );
    });
    expect(out.code).toBe(1);
    const line = JSON.parse(out.text.trim());
    expect(line).toMatchObject({ level: 50 });
    expect(line.msg).toContain('PORT');
  });

  it('at a terminal outside production are coloured and readable', async () => {
    const store = await openStore('sqlite');
    cleanups.push(() => store.drop());
    const port = await freePort();
    const command = `${process.execPath} --import tsx src/server/main.ts`;
    // script(1) gives the server a terminal of its own.
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...store.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: '',
        LOG_LEVEL: 'info',
      },
    });
    cleanups.push(async () => {
      child.kill('SIGKILL');
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += String(c);
    });
    const deadline = Date.now() + 30_000;
    while (!/Server listening/.test(out) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain('is running at');
    const ESC = String.fromCharCode(27);
    expect(out).toContain(`${ESC}[`);
    expect(out).toMatch(/INFO/);
    expect(out).not.toMatch(/^\{"level"/m);
  });
});
