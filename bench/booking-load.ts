// Booking throughput and latency on SQLite and PostgreSQL.
//   npx tsx bench/booking-load.ts [--requests 2000] [--concurrency 50] [--engine sqlite|postgres|both]
// The server runs in a child process (the real `src/server/main.ts`), the load comes from this one,
// over loopback. Bounded: a fixed number of requests, then it stops. Figures go in docs/benchmarks.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    engine: { type: 'string', default: 'both' },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3900;
const BASE = `http://127.0.0.1:${PORT}`;

async function waitForHealth(child: ChildProcess) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function cli(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { env });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`cli exited ${code}`))));
  });
}

/** A distinct name made of letters only (names may not contain digits). */
const letters = (n: number) => {
  let s = '';
  for (let v = n; s.length < 4; v = Math.floor(v / 26)) s = String.fromCharCode(97 + (v % 26)) + s;
  return s;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function runLoad(label: string, makeRequest: (i: number) => Promise<Response>, expectStatus: number) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        const res = await makeRequest(i);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== expectStatus) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `| ${label} | ${REQUESTS} | ${CONCURRENCY} | ${Math.round(REQUESTS / seconds)} | ${fmt(percentile(latencies, 0.5))} | ${fmt(percentile(latencies, 0.95))} | ${fmt(percentile(latencies, 0.99))} | ${failures} |`,
  );
}

async function benchEngine(engine: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-bench-'));
  const schema = `bench_${Date.now()}`;
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    // A database of its own keeps the bench away from test schemas.
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${schema}`);
    await admin.end();
    databaseUrl = PG_URL.replace(/\/[^/]*$/, `/${schema}`);
  }
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_PER_MIN: '1000000',
    RATE_LIMIT_VISITOR_PER_MIN: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const session = JSON.parse(
    await cli(env, [
      'session:create',
      '--date',
      '2099-01-01',
      '--time',
      '18:00',
      '--title',
      'Bench',
      '--location',
      'Here',
      '--capacity',
      '50',
    ]),
  ) as { id: string; link: string };
  // A realistic page to read: 16 confirmed and 10 waiting.
  const typical = JSON.parse(
    await cli(env, [
      'session:create',
      '--date',
      '2099-01-02',
      '--time',
      '18:00',
      '--title',
      'Typical',
      '--location',
      'Here',
      '--capacity',
      '16',
      '--pre-add',
      Array.from({ length: 26 }, (_, i) => `Member ${letters(i)}`).join(','),
    ]),
  ) as { link: string };
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: 'ignore' });
  try {
    await waitForHealth(server);
    await runLoad(
      `${engine}: POST booking (1 name, new visitor each)`,
      (i) =>
        fetch(`${BASE}/api/sessions/${session.id}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ names: [`Player ${letters(i)}`] }),
        }),
      201,
    );
    await runLoad(
      `${engine}: GET by-link (26 bookings)`,
      () => fetch(`${BASE}/api/sessions/by-link/${typical.link}`),
      200,
    );
    await runLoad(
      `${engine}: GET by-link (${REQUESTS} bookings)`,
      () => fetch(`${BASE}/api/sessions/by-link/${session.link}`),
      200,
    );
    await runLoad(`${engine}: GET health`, () => fetch(`${BASE}/api/health`), 200);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database ${schema}`);
      await admin.end();
    }
  }
}

console.log('| scenario | requests | concurrency | req/s | p50 ms | p95 ms | p99 ms | wrong status |');
console.log('|---|---|---|---|---|---|---|---|');
const engines =
  values.engine === 'both' ? (['sqlite', 'postgres'] as const) : [values.engine as 'sqlite' | 'postgres'];
for (const engine of engines) await benchEngine(engine);
