// npm run bench [-- --quick] [-- --only <parts>] [-- --app-dir <checkout>] [-- --out <file>]
// One run: the bare Fastify ceiling, every row of issue 11's table on SQLite and PostgreSQL, the rush
// on one session, 1 vs 2 app processes, then Lighthouse on the public pages. The dated section goes
// on top of docs/benchmarks.md (or to --out) and is printed.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runSeed } from '../tests/reliability/prng.ts';
import { postgresReachable } from '../tests/reliability/stores.ts';
import { TEST_PG_URL } from '../tests/support/test-db.ts';
import { measureBurstFloor } from './burst.ts';
import { benchEngine } from './engine.ts';
import { measurePages } from './lighthouse.ts';
import { type LoadFigures, measureLoad } from './load.ts';
import { type Part, parseOptions, REPO } from './options.ts';
import { addSection, renderSection } from './report.ts';
import { emptyResults } from './results.ts';
import { startCeiling } from './servers.ts';
import { createTeardown, runToExit } from './teardown.ts';

const HTTP_PARTS: Part[] = ['health', 'by-link', 'page', 'upcoming', 'bookings', 'upcoming-7000'];
const ENGINE_PARTS: Part[] = [...HTTP_PARTS, 'burst', 'processes'];

async function postgresVersion(): Promise<string | undefined> {
  if (!(await postgresReachable())) return undefined;
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const teardown = createTeardown(20 * 60_000);
  const results = emptyResults();
  const log = (line: string) => console.log(`[bench] ${line}`);
  const seed = runSeed();
  const has = (parts: Part[]) => parts.some((p) => options.parts.has(p));
  if (!existsSync(path.join(options.appDir, 'src/server/main.ts'))) {
    throw new Error(`${options.appDir} is not a checkout of this app`);
  }
  const lighthouse = options.parts.has('lighthouse') && options.engines.includes('sqlite');
  if (lighthouse && !existsSync(path.join(options.appDir, 'dist/web/index.html'))) {
    throw new Error(`build the web app first: cd ${options.appDir} && npm run build`);
  }
  try {
    const pgVersion = await postgresVersion();
    // The hello-world stays up: each row's share is of the ceiling measured beside it (decision 0136).
    let measureCeiling: (() => Promise<LoadFigures>) | undefined;
    if (has(HTTP_PARTS)) {
      const ceiling = await startCeiling(teardown);
      measureCeiling = () =>
        measureLoad([{ base: ceiling.url, path: '/', expect: 200, pid: ceiling.child.pid }], options);
      results.ceiling = await measureCeiling();
      log(`hello-world: ${Math.round(results.ceiling.rps)} req/s`);
    }
    if (options.parts.has('burst')) {
      const floor = await startCeiling(teardown, 'bench/burst-floor.ts');
      // Once to warm it up, as the app is warmed up by the rows before its rush; then measured.
      await measureBurstFloor({ base: floor.url, pid: floor.child.pid, seed });
      await fetch(`${floor.url}/reset`, { method: 'POST' });
      results.burstFloor = await measureBurstFloor({ base: floor.url, pid: floor.child.pid, seed });
      log(
        `burst floor: p50 ${Math.round(results.burstFloor.p50)} ms, p99 ${Math.round(results.burstFloor.p99)} ms`,
      );
      await floor.stop();
    }
    if (has(ENGINE_PARTS)) {
      for (const engine of options.engines) {
        if (engine === 'postgres' && !pgVersion) {
          results.notes.push(
            `PostgreSQL was not reachable at ${new URL(TEST_PG_URL).host}: its rows are missing.`,
          );
          continue;
        }
        await benchEngine({ engine, options, results, teardown, seed, log, measureCeiling });
      }
    }
    if (lighthouse) {
      results.pages = await measurePages(options, teardown);
      for (const p of results.pages) log(`lighthouse ${p.page}: performance ${p.performance}`);
    }
    const section = renderSection(results, options, {
      startedAt,
      seconds: (Date.now() - startedAt.getTime()) / 1000,
      seed,
      postgresVersion: pgVersion,
    });
    if (options.out) writeFileSync(options.out, section);
    else addSection(path.join(REPO, 'docs/benchmarks.md'), section);
    console.log(`\n${section}\nWritten to ${options.out ?? 'docs/benchmarks.md'}.`);
  } finally {
    await teardown.run();
  }
}

runToExit(main);
