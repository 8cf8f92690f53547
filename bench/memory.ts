// npx tsx bench/memory.ts [--engine sqlite|postgres] [--soak-seconds 600] [--app-dir <checkout>]
// Issue 26's memory figures: the server's RSS (/proc/<pid>/status) idle, after 100,000 bookings, with
// 2,000 open live streams (spread over 127.0.0.2… so the per-address cap holds, 500 a session), and
// over a soak of mixed load with those streams open: reads of a watched page and of the list, and
// bookings into the watched sessions' neighbours (fresh sessions every 30 s, so none fills up), every
// booking into a watched session sending its viewers an event. Prints a markdown table.
// `--memory-limit-mb N` starts the server in a cgroup limited to N MB, as a container or systemd's
// MemoryMax= would (bench/memory-limit.ts; needs root).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { STREAM_CAPS } from '../src/server/live/stream-limits.ts';
import { type Engine, openStore } from '../tests/reliability/stores.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { memoryLimitLauncher } from './memory-limit.ts';
import { REPO } from './options.ts';
import { benchPort } from './ports.ts';
import { bookMany, createSessions, uniqueName } from './seed.ts';
import { benchNodeOptions, serverEntry } from './servers.ts';
import { createTeardown, runToExit } from './teardown.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    'soak-seconds': { type: 'string', default: '600' },
    bookings: { type: 'string', default: '100000' },
    streams: { type: 'string', default: '2000' },
    'app-dir': { type: 'string' },
    'memory-limit-mb': { type: 'string' },
  },
});
const engine = values.engine as Engine;
const appDir = path.resolve(values['app-dir'] ?? REPO);
const SOAK_SECONDS = Number(values['soak-seconds']);
const BOOKINGS = Number(values.bookings);
const STREAMS = Number(values.streams);
/** Each of these sessions takes up to capacity + WAITING_LIST_MAX (1,000 in the bench's env). */
const BOOKED_SESSIONS = Math.ceil(BOOKINGS / 1000);
const SAMPLE_MS = 10_000;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const METRICS_TOKEN = 'bench-memory-metrics';
/** What of the RSS is V8's heap (reserved, in use) and memory outside it, from the server's /metrics. */
async function heapOf(url: string): Promise<string> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const mb = (name: string) => {
    const value = text.match(new RegExp(`^${name} (\\S+)`, 'm'))?.[1];
    return value === undefined ? '?' : (Number(value) / 2 ** 20).toFixed(0);
  };
  return `heap ${mb('nodejs_heap_size_total_bytes')} (in use ${mb('nodejs_heap_size_used_bytes')}), external ${mb('nodejs_external_memory_bytes')}`;
}

/** Live streams kept open like the booking page's EventSource: one that ends is opened again. */
class Streams {
  open = 0;
  reopened = 0;
  #stopped = false;
  #requests = new Set<http.ClientRequest>();

  constructor(private readonly port: number) {}

  /** Resolves once the stream's first event arrived. */
  add(link: string, address: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: this.port,
          path: `/api/sessions/by-link/${link}/events`,
          localAddress: address,
          agent: false,
          headers: { accept: 'text/event-stream' },
        },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`a stream answered ${res.statusCode}`));
          this.open += 1;
          res.once('data', () => resolve());
          res.on('data', () => {});
          res.on('error', () => {});
          res.on('close', () => {
            this.open -= 1;
            this.#requests.delete(req);
            if (this.#stopped) return;
            // The server ends each stream after its budget (decision 0057); the page reconnects.
            this.reopened += 1;
            setTimeout(() => void this.add(link, address).catch(() => {}), 3_000);
          });
        },
      );
      this.#requests.add(req);
      req.on('error', reject);
    });
  }

  stop(): void {
    this.#stopped = true;
    for (const req of this.#requests) req.destroy();
  }
}

async function main() {
  const teardown = createTeardown(SOAK_SECONDS * 1000 + 20 * 60_000);
  const store = await openStore(engine);
  teardown.add(() => store.drop());
  const watched = await createSessions(appDir, store, Math.ceil(STREAMS / STREAM_CAPS.perSession));
  const booked = await createSessions(appDir, store, BOOKED_SESSIONS);
  const limitMb = values['memory-limit-mb'];
  const launcher = memoryLimitLauncher(limitMb, teardown);
  const server = await startServerProcess({
    cwd: appDir,
    entry: serverEntry(appDir),
    // E.g. BENCH_NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2 for a heap snapshot in the middle of the soak.
    env: { ...store.env, METRICS_TOKEN, ...benchNodeOptions() },
    port: await benchPort(),
    launcher,
  });
  teardown.add(() => server.stop());
  const pid = server.child.pid ?? 0;
  const rows: [string, string][] = [];
  const note = (what: string, value: string) => {
    rows.push([what, value]);
    console.log(`[memory] ${what}: ${value}`);
  };
  const noteRss = async (what: string) =>
    note(what, `${rssMb(pid).toFixed(0)} MB (${await heapOf(server.url)} MB)`);

  const firstLink = watched[0]?.link ?? '';
  for (const p of ['/api/health', '/api/upcoming-sessions', `/api/sessions/by-link/${firstLink}`])
    await (await fetch(server.url + p)).arrayBuffer();
  await sleep(3000);
  await noteRss('idle (started, each read answered once)');

  const startedBooking = Date.now();
  await bookMany(
    server.url,
    booked.map((s) => s.id),
    BOOKINGS,
  );
  await sleep(3000);
  await noteRss(
    `after ${BOOKINGS.toLocaleString('en')} bookings (${BOOKED_SESSIONS} sessions, ${((Date.now() - startedBooking) / 1000).toFixed(0)} s)`,
  );

  const streams = new Streams(server.port);
  for (let i = 0; i < STREAMS; i++) {
    const address = `127.0.${2 + Math.floor(i / STREAM_CAPS.perIp / 250)}.${2 + (Math.floor(i / STREAM_CAPS.perIp) % 250)}`;
    const link = watched[Math.floor(i / STREAM_CAPS.perSession)]?.link ?? '';
    await streams.add(link, address);
  }
  teardown.add(async () => streams.stop());
  await sleep(3000);
  await noteRss(`with ${STREAMS.toLocaleString('en')} live streams open`);

  // The soak: fresh sessions for the bookings every 30 s; a tenth of the bookings go to watched sessions.
  let writeIds = (await createSessions(appDir, store, 20)).map((s) => s.id);
  const watchedIds = watched.map((s) => s.id);
  let n = 0;
  const next = () => {
    n += 1;
    const id = n % 10 === 0 ? watchedIds[(n / 10) % watchedIds.length] : writeIds[n % writeIds.length];
    return { path: `/api/sessions/${id}/bookings`, body: JSON.stringify({ names: [uniqueName()] }) };
  };
  const headers = { 'accept-encoding': 'br, gzip' };
  const loads = [
    autocannon({
      url: `${server.url}/api/sessions/by-link/${firstLink}`,
      connections: 10,
      duration: SOAK_SECONDS,
      headers,
    }),
    autocannon({
      url: `${server.url}/api/upcoming-sessions`,
      connections: 10,
      duration: SOAK_SECONDS,
      headers,
    }),
    autocannon({
      url: server.url,
      connections: 4,
      duration: SOAK_SECONDS,
      headers: { ...headers, 'content-type': 'application/json', origin: server.url },
      requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...next() }) }],
    }),
  ];
  const samples: { at: number; mb: number }[] = [];
  const soakStart = Date.now();
  let lastFresh = soakStart;
  while (Date.now() - soakStart < SOAK_SECONDS * 1000) {
    await sleep(SAMPLE_MS);
    samples.push({ at: (Date.now() - soakStart) / 1000, mb: rssMb(pid) });
    console.log(
      `[memory] soak ${samples.at(-1)?.at.toFixed(0)} s: ${samples.at(-1)?.mb.toFixed(0)} MB, ${streams.open} streams`,
    );
    if (Date.now() - lastFresh > 30_000) {
      writeIds = (await createSessions(appDir, store, 20)).map((s) => s.id);
      lastFresh = Date.now();
    }
  }
  const results = await Promise.all(loads);
  await noteRss('at the end of the soak');
  const open = `${streams.open} streams open at the end, ${streams.reopened} reopened after the server ended them`;
  const third = Math.floor(samples.length / 3);
  const early = samples.slice(third, 2 * third).map((s) => s.mb);
  const late = samples.slice(2 * third).map((s) => s.mb);
  const max = Math.max(...samples.map((s) => s.mb));
  note(
    `soak ${SOAK_SECONDS} s of mixed load (${open}): RSS min / max`,
    `${Math.min(...samples.map((s) => s.mb)).toFixed(0)} / ${max.toFixed(0)} MB`,
  );
  note(
    'soak: mean RSS of the middle third → of the last third',
    `${(early.reduce((a, b) => a + b, 0) / early.length).toFixed(0)} → ${(late.reduce((a, b) => a + b, 0) / late.length).toFixed(0)} MB`,
  );
  note(
    'soak load: by-link · list · bookings answered (non-2xx)',
    results.map((r) => `${r.requests.total.toLocaleString('en')} (${r.non2xx})`).join(' · '),
  );
  console.log(
    `\n| ${engine}, ${path.basename(appDir)}${limitMb ? `, in ${limitMb} MB` : ''} | RSS |\n|---|---|\n${rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}`,
  );
  console.log(`\nRSS every ${SAMPLE_MS / 1000} s: ${samples.map((s) => s.mb.toFixed(0)).join(' ')}`);
  await teardown.run();
}

runToExit(main);
