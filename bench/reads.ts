// npx tsx bench/reads.ts [--app-dir <checkout>]… [--only sqlite|postgres] [--seconds N] [--cpu-prof <dir>]
// The read path of issue 26 on its own: health, by-link (20 bookings) and the list (42 sessions), per
// checkout and engine, back to back in one run, each as a share of the hello-world measured right
// before and right after it (decision 0136) and with the server's own CPU time per request
// (/proc/<pid>/stat), which moves far less than req/s when other work shares the cores. The server
// runs as production runs it (the bundle of `npm run build` where the checkout has one). `--cpu-prof`
// writes one V8 profile per server process (summarise it with `npx tsx bench/profile-top.ts <file>`).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Engine, openStore } from '../tests/reliability/stores.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { besideCeiling } from './beside-ceiling.ts';
import { measureLoad } from './load.ts';
import { REPO } from './options.ts';
import { benchPort } from './ports.ts';
import { bookMany, createSessions } from './seed.ts';
import { serverEntry } from './servers.ts';

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

/** A GET answered 200 by the server, with its CPU time per request (measureLoad reads /proc). */
const load = (server: ServerProcess, target: string) =>
  measureLoad([{ base: server.url, path: target, expect: 200, pid: server.child.pid }], timing);

// The hello-world stays up: each row is measured beside it (decision 0136).
const ceilingServer = await startServerProcess({
  cwd: REPO,
  entry: 'bench/hello-world.ts',
  port: await benchPort(),
});
const ceiling = await load(ceilingServer, '/');
const beside = besideCeiling(() => load(ceilingServer, '/'));
const rows: string[] = [
  `| hello-world | – | – | ${Math.round(ceiling.rps)} | 100 % | ${ceiling.cpuUsPerRequest?.toFixed(1) ?? '–'} | – |`,
];
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
        entry: serverEntry(appDir),
        env: store.env,
        port: await benchPort(),
        nodeArgs,
      });
      // This server's first row measures the hello-world before it again.
      beside.forget();
      try {
        await bookMany(server.url, [page.id], 20);
        for (const [label, target] of [
          ['GET /api/health', '/api/health'],
          ['GET by-link (20 bookings)', `/api/sessions/by-link/${page.link}`],
          ['GET upcoming (42 sessions)', '/api/upcoming-sessions'],
        ] as const) {
          if (values.route && !label.includes(values.route)) continue;
          const { value: f, ceilingRps = Number.NaN } = await beside.measure(() => load(server, target));
          rows.push(
            `| ${label} | ${engine} | ${path.basename(appDir)} | ${Math.round(f.rps)} | ${((f.rps / ceilingRps) * 100).toFixed(1)} % | ${f.cpuUsPerRequest?.toFixed(1) ?? '–'} | ${Math.round(ceilingRps)} |${f.unexpected ? ` ${f.unexpected} unexpected` : ''}`,
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
  `\n| route | engine | checkout | req/s | of hello-world beside it | server CPU µs/req | hello-world beside it, req/s |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
await ceilingServer.stop();
process.exit(0);
