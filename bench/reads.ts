// npx tsx bench/reads.ts [--app-dir <checkout>]… [--only sqlite|postgres] [--seconds N] [--cpu-prof <dir>]
// The read path of issue 26 on its own: health, by-link (20 bookings) and the list (42 sessions), per
// checkout and engine, back to back in one run with the hello-world ceiling, each with the server's
// own CPU time per request (/proc/<pid>/stat), which moves far less than req/s when other work
// shares the cores. `--cpu-prof` writes one V8 profile per server process (summarise it with
// `npx tsx bench/profile-top.ts <file>`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Engine, openStore } from '../tests/reliability/stores.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { type LoadFigures, measureLoad } from './load.ts';
import { REPO } from './options.ts';
import { benchPort } from './ports.ts';
import { bookMany, createSessions } from './seed.ts';

const { values } = parseArgs({
  options: {
    'app-dir': { type: 'string', multiple: true },
    only: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    'cpu-prof': { type: 'string' },
    route: { type: 'string' },
  },
});
const appDirs = (values['app-dir'] ?? [REPO]).map((dir) => path.resolve(dir));
const engines: Engine[] = values.only ? [values.only as Engine] : ['sqlite', 'postgres'];
const timing = { connections: 50, warmupSeconds: 1, seconds: Number(values.seconds) };
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function measureWithCpu(pid: number, base: string, target: string) {
  const before = cpuSeconds(pid);
  await measureLoad([{ base, path: target, expect: 200 }], { ...timing, warmupSeconds: 0, seconds: 1 });
  const start = cpuSeconds(pid);
  const figures: LoadFigures = await measureLoad([{ base, path: target, expect: 200 }], {
    ...timing,
    warmupSeconds: 0,
  });
  const usPerRequest = ((cpuSeconds(pid) - start) / figures.requests) * 1e6;
  void before;
  return { ...figures, usPerRequest };
}

const rows: string[] = [];
const ceilingServer = await startServerProcess({
  cwd: REPO,
  entry: 'bench/hello-world.ts',
  port: await benchPort(),
});
const ceiling = await measureWithCpu(ceilingServer.child.pid ?? 0, ceilingServer.url, '/');
await ceilingServer.stop();
rows.push(
  `| hello-world | – | – | ${Math.round(ceiling.rps)} | 100 % | ${ceiling.usPerRequest.toFixed(1)} |`,
);
console.log(rows.at(-1));

for (const engine of engines) {
  for (const appDir of appDirs) {
    const store = await openStore(engine);
    try {
      const [page] = await createSessions(appDir, store, 42);
      if (!page) throw new Error('no session');
      const nodeArgs = values['cpu-prof']
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${path.resolve(values['cpu-prof'], `${engine}-${path.basename(appDir)}`)}`,
          ]
        : [];
      const server = await startServerProcess({
        cwd: appDir,
        env: store.env,
        port: await benchPort(),
        nodeArgs,
      });
      try {
        await bookMany(server.url, [page.id], 20);
        for (const [label, target] of [
          ['GET /api/health', '/api/health'],
          ['GET by-link (20 bookings)', `/api/sessions/by-link/${page.link}`],
          ['GET upcoming (42 sessions)', '/api/upcoming-sessions'],
        ] as const) {
          if (values.route && !label.includes(values.route)) continue;
          const f = await measureWithCpu(server.child.pid ?? 0, server.url, target);
          rows.push(
            `| ${label} | ${engine} | ${path.basename(appDir)} | ${Math.round(f.rps)} | ${((f.rps / ceiling.rps) * 100).toFixed(1)} % | ${f.usPerRequest.toFixed(1)} |${f.unexpected ? ` ${f.unexpected} unexpected` : ''}`,
          );
          console.log(rows.at(-1));
        }
      } finally {
        await server.stop();
      }
    } finally {
      await store.drop();
    }
  }
}
console.log(
  `\n| route | engine | checkout | req/s | of hello-world | server CPU µs/req |\n|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
process.exit(0);
