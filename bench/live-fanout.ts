// npx tsx bench/live-fanout.ts [--engine sqlite|postgres] [--port N] [--viewers N] [--app-dir <checkout>]
// What one roster change costs the server when many booking pages watch the session (issue 21):
// opens the viewers' streams over loopback (spread over 127.0.0.2… so the per-address cap holds),
// then changes the roster and reads the server's CPU time (/proc), the bytes the viewers received and
// /api/health's median while it happens. Prints a markdown table for docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STREAM_CAPS } from '../src/server/live/stream-limits.ts';
import { type Engine, openStore } from '../tests/reliability/stores.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { REPO } from './options.ts';
import { createSessions, uniqueName } from './seed.ts';
import { createTeardown, runToExit } from './teardown.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    port: { type: 'string', default: '4398' },
    viewers: { type: 'string', default: '2000' },
    roster: { type: 'string', default: '60' },
    'app-dir': { type: 'string' },
  },
});
const engine = values.engine as Engine;
const VIEWERS = Number(values.viewers);
const ROSTER = Number(values.roster);
/** Viewers are spread over addresses, as many on each as one address may hold. */
const PER_ADDRESS = STREAM_CAPS.perIp;
const PACED_CHANGES = 20;
const PACE_MS = 600;
const RUSH_MS = 5_000;
const RUSH_CHANGES = 400;
const TICKS_PER_SECOND = 100;

type Viewer = { bytes: number; events: number; status: number; ended: boolean; req: http.ClientRequest };

/** The server's CPU time so far (user + system), in ms, from /proc/<pid>/stat. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function openViewer(port: number, link: string, address: string, cookie: string | null): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const viewer: Viewer = {
      bytes: 0,
      events: 0,
      status: 0,
      ended: false,
      req: undefined as unknown as http.ClientRequest,
    };
    viewer.req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/sessions/by-link/${link}/events`,
        localAddress: address,
        agent: false,
        headers: { accept: 'text/event-stream', ...(cookie ? { cookie: `cs_visitor=${cookie}` } : {}) },
      },
      (res) => {
        viewer.status = res.statusCode ?? 0;
        res.on('data', (chunk: Buffer) => {
          viewer.bytes += chunk.length;
          for (let i = chunk.indexOf('event: session'); i >= 0; i = chunk.indexOf('event: session', i + 1))
            viewer.events += 1;
          if (viewer.events === 1) resolve(viewer);
        });
        // A stream the server reset (decision 0057) ends like any other.
        res.on('error', () => {
          viewer.ended = true;
        });
        res.on('end', () => {
          viewer.ended = true;
          resolve(viewer);
        });
        if (viewer.status !== 200) resolve(viewer);
      },
    );
    viewer.req.on('error', reject);
  });
}

async function post(base: string, url: string, body: unknown, cookie?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${text.slice(0, 200)}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
}

/** Sequential GET /api/health until `until` resolves: the median and 95th percentile, in ms. */
async function healthWhile(base: string, until: Promise<unknown>) {
  let done = false;
  void until
    .finally(() => {
      done = true;
    })
    .catch(() => {}); // the caller sees the failure
  const times: number[] = [];
  while (!done && times.length < 100_000) {
    const start = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? 0 };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const teardown = createTeardown(10 * 60_000);
  try {
    const store = await openStore(engine);
    teardown.add(() => store.drop());
    const [session] = await createSessions(REPO, store, 1, 16);
    if (!session) throw new Error('no session');
    const appDir = path.resolve(values['app-dir'] ?? REPO);
    const server = await startServerProcess({ cwd: appDir, env: store.env, port: Number(values.port) });
    teardown.add(() => server.stop());
    const pid = server.child.pid as number;
    const base = server.url;
    const book = (cookie?: string) =>
      post(base, `/api/sessions/${session.id}/bookings`, { names: [uniqueName()] }, cookie);

    // The roster, each booker with a cookie of their own: their pages carry their own marks.
    const bookers: string[] = [];
    for (let i = 0; i < ROSTER; i++) bookers.push(...(await book()).map((c) => c.replace('cs_visitor=', '')));

    const viewers: Viewer[] = [];
    const totals = () => ({
      cpu: cpuMs(pid),
      bytes: viewers.reduce((n, v) => n + v.bytes, 0),
      events: viewers.reduce((n, v) => n + v.events, 0),
    });
    /** Server CPU over `ms` with nothing asked of it (heartbeats, timers), per ms. */
    const idleCpuPerMs = async (ms: number) => {
      const start = cpuMs(pid);
      await sleep(ms);
      return (cpuMs(pid) - start) / ms;
    };
    /** One change every PACE_MS, so each is fanned out on its own: CPU (less idle) and bytes per change. */
    const paced = async () => {
      const idle = await idleCpuPerMs(2_000);
      const start = totals();
      const at = performance.now();
      for (let i = 0; i < PACED_CHANGES; i++) {
        await book();
        await sleep(PACE_MS);
      }
      const end = totals();
      const cpu = end.cpu - start.cpu - idle * (performance.now() - at);
      return { cpu: cpu / PACED_CHANGES, bytes: (end.bytes - start.bytes) / PACED_CHANGES };
    };
    // The same changes with nobody watching: what the booking itself costs.
    const alone = await paced();

    // Viewers: the bookers, then half with a visitor cookie of their own, half without.
    for (let start = 0; start < VIEWERS; start += 100) {
      const batch = Array.from({ length: Math.min(100, VIEWERS - start) }, (_, k) => {
        const i = start + k;
        const cookie = bookers[i] ?? (i % 2 === 0 ? randomBytes(16).toString('base64url') : null);
        return openViewer(server.port, session.link, `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`, cookie);
      });
      viewers.push(...(await Promise.all(batch)));
    }
    await sleep(1_000);
    // Streams may have been refused (429) or ended to make room for another address's (decision 0056).
    const open = viewers.filter((v) => v.status === 200 && !v.ended).length;
    const refused = viewers.filter((v) => v.status !== 200).length;
    console.log(`[live] ${open} streams open, ${refused} refused, ${viewers.length - open - refused} ended`);

    const watched = await paced();
    const idleHealth = await healthWhile(base, sleep(3_000));
    const pacedHealth = await healthWhile(base, paced());

    // A rush: changes back to back from 4 bookers at once, for RUSH_MS or RUSH_CHANGES (the waiting
    // list has a cap).
    const rushStart = totals();
    let rushChanges = 0;
    const rushAt = performance.now();
    const rushUntil = Date.now() + RUSH_MS;
    const rush = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (Date.now() < rushUntil && rushChanges < RUSH_CHANGES) {
          await book();
          rushChanges += 1;
        }
      }),
    );
    const rushHealth = await healthWhile(base, rush);
    const rushSeconds = (performance.now() - rushAt) / 1000;
    await sleep(1_000);
    const rushEnd = totals();

    for (const v of viewers) v.req.destroy();
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
    const health = (h: Awaited<ReturnType<typeof healthWhile>>) =>
      `${ms(h.p50)} / ${ms(h.p95)} / ${ms(h.max)}`;
    const rows = [
      `| Viewers asked, open at the end (refused) | ${VIEWERS}, ${open} (${refused}) |`,
      `| Change with nobody watching: server CPU | ${ms(alone.cpu)} |`,
      `| Change with the viewers: server CPU (fan-out alone) | ${ms(watched.cpu)} (${ms(watched.cpu - alone.cpu)}) |`,
      `| Change with the viewers: bytes written to them | ${mb(watched.bytes)} |`,
      `| /api/health p50 / p95 / max: idle | ${health(idleHealth)} |`,
      `| /api/health p50 / p95 / max: a change every ${PACE_MS} ms | ${health(pacedHealth)} |`,
      `| Rush (4 bookers back to back): changes in ${rushSeconds.toFixed(1)} s, events per viewer | ${rushChanges}, ${((rushEnd.events - rushStart.events) / Math.max(1, open)).toFixed(1)} |`,
      `| Rush: server CPU, bytes written to viewers | ${ms(rushEnd.cpu - rushStart.cpu)}, ${mb(rushEnd.bytes - rushStart.bytes)} |`,
      `| /api/health p50 / p95 / max: rush | ${health(rushHealth)} |`,
    ];
    console.log(
      `\nLive fan-out, ${engine}, ${VIEWERS} viewers of one session, ${ROSTER}+ bookings, ${appDir}\n`,
    );
    console.log(['| Measure | Value |', '| --- | --- |', ...rows].join('\n'));
  } finally {
    await teardown.run();
  }
}

runToExit(main);
