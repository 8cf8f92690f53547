// npx tsx bench/operations.ts [--bookings N] [--only sqlite|postgres] — issue 22's figures on a club of
// 100,000 bookings, per engine: how long `cli backup` takes and what it does to booking latency
// (p99 of bookings answered while it runs vs. the same load without it), and `cli export` /
// `cli import` time and peak memory (the CLI's max RSS, from /usr/bin/time). Prints a Markdown
// section for docs/benchmarks.md.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/connection.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { type Engine, openStore, postgresReachable, type Store } from '../tests/reliability/stores.ts';
import { makeSession, seedBookings, withoutApp } from '../tests/support/fixtures.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { uniqueName } from './seed.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');
/** Issue 22's ports: 4890–4898 (4899 is its browser tests'). */
const PORT = 4893;
const PER_SESSION = 100;
const CONNECTIONS = 8;

const { values } = parseArgs({
  options: { bookings: { type: 'string', default: '100000' }, only: { type: 'string' } },
});
const total = Number(values.bookings);

type Run = { ms: number; maxRssMb: number; stdout: string };

/** `npm run cli -- …` as its own process, timed, with its peak memory. */
function cli(args: string[], env: Record<string, string>): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    execFile(
      '/usr/bin/time',
      ['-f', 'maxrss_kb=%M', TSX, 'src/cli/main.ts', ...args],
      {
        cwd: REPO,
        env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
        maxBuffer: 1 << 26,
      },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`cli ${args[0]} failed: ${stderr}`));
        const kb = Number(/maxrss_kb=(\d+)/.exec(stderr)?.[1] ?? 0);
        resolve({ ms: Date.now() - started, maxRssMb: Math.round(kb / 1024), stdout });
      },
    );
  });
}

async function seed(store: Store): Promise<string[]> {
  const handle = openDatabase({ dataDir: store.env.DATA_DIR as string, databaseUrl: store.env.DATABASE_URL });
  await migrateToLatest(handle.db);
  for (let made = 0; made < total; made += PER_SESSION) {
    const session = await makeSession(withoutApp(handle.db), { capacity: 50 });
    await seedBookings(
      handle.db,
      session.id,
      Array.from({ length: Math.min(PER_SESSION, total - made) }, uniqueName),
    );
  }
  // Empty sessions for the measured bookings, so no waiting list fills up while measuring.
  const targets: string[] = [];
  for (let i = 0; i < 40; i++) targets.push((await makeSession(withoutApp(handle.db), { capacity: 50 })).id);
  await handle.close();
  return targets;
}

type Sample = { at: number; ms: number; status: number };

/** Bookings from CONNECTIONS loops (a new visitor each) until `stop()`; every answer's latency. */
function bookingLoad(base: string, sessions: string[]) {
  const samples: Sample[] = [];
  let stopped = false;
  let i = 0;
  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (!stopped) {
      const sessionId = sessions[i++ % sessions.length];
      const at = performance.now();
      const res = await fetch(`${base}/api/sessions/${sessionId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ names: [uniqueName()] }),
      });
      await res.arrayBuffer();
      samples.push({ at, ms: performance.now() - at, status: res.status });
    }
  });
  return {
    samples,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const p = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(engine: Engine) {
  const store = await openStore(engine);
  const scratch = mkdtempSync(path.join(tmpdir(), 'courtside-ops-bench-'));
  try {
    let started = Date.now();
    const sessions = await seed(store);
    console.log(`[ops] ${engine}: seeded ${total} bookings in ${Date.now() - started} ms`);
    const server = await startServerProcess({ env: store.env, port: PORT });
    try {
      // Without a backup: the same load for 10 s.
      const quiet = bookingLoad(server.url, sessions);
      await sleep(10_000);
      await quiet.stop();
      // With one: the load starts 2 s before the backup and stops 2 s after it.
      const busy = bookingLoad(server.url, sessions);
      await sleep(2_000);
      const backupFile = path.join(scratch, engine === 'sqlite' ? 'backup.sqlite' : 'backup.json');
      const from = performance.now();
      const backup = await cli(['backup', '--out', backupFile], store.env);
      const to = performance.now();
      await sleep(2_000);
      await busy.stop();
      const during = busy.samples.filter((s) => s.at + s.ms >= from && s.at <= to);
      const bad = [...quiet.samples, ...busy.samples].filter((s) => s.status !== 201).length;

      // What the command line takes before it does any work: loading the app's modules, migrating.
      const idle = await cli(['migrate'], store.env);
      const exportFile = path.join(scratch, 'export.json');
      const exported = await cli(['export', '--out', exportFile], store.env);
      const target = await openStore(engine);
      started = Date.now();
      let imported: Run;
      try {
        imported = await cli(['import', '--in', exportFile], target.env);
      } finally {
        await target.drop();
      }
      return {
        engine,
        backupMs: backup.ms,
        backupMb: statSync(backupFile).size / 2 ** 20,
        quietP99: p(
          quiet.samples.map((s) => s.ms),
          0.99,
        ),
        quietP50: p(
          quiet.samples.map((s) => s.ms),
          0.5,
        ),
        duringP99: p(
          during.map((s) => s.ms),
          0.99,
        ),
        duringP50: p(
          during.map((s) => s.ms),
          0.5,
        ),
        duringCount: during.length,
        quietCount: quiet.samples.length,
        bad,
        exportMs: exported.ms,
        exportRss: exported.maxRssMb,
        exportMb: statSync(exportFile).size / 2 ** 20,
        importMs: imported.ms,
        importRss: imported.maxRssMb,
        idleRss: idle.maxRssMb,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const engines: Engine[] = values.only ? [values.only as Engine] : ['sqlite', 'postgres'];
if (engines.includes('postgres') && !(await postgresReachable()))
  throw new Error('PostgreSQL is not reachable');
const rows = [];
for (const engine of engines) rows.push(await measure(engine));
const f = (n: number) => n.toFixed(1);
console.log(
  `\n| engine | backup | backup size | booking p50 / p99 without | booking p50 / p99 during backup (answers) | wrong status | export (file) | export peak RSS | import | import peak RSS | \`cli migrate\` peak RSS |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.engine} | ${f(r.backupMs / 1000)} s | ${f(r.backupMb)} MB | ${f(r.quietP50)} / ${f(r.quietP99)} ms (${r.quietCount}) | ${f(r.duringP50)} / ${f(r.duringP99)} ms (${r.duringCount}) | ${r.bad} | ${f(r.exportMs / 1000)} s (${f(r.exportMb)} MB) | ${r.exportRss} MB | ${f(r.importMs / 1000)} s | ${r.importRss} MB | ${r.idleRss} MB |`,
  );
}
