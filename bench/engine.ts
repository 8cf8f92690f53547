// Every row of the table on one engine, against the app of --app-dir in a fresh store:
// reads, writes, the rush on one session and, on PostgreSQL, a second app process.
import type { CreatedSession, Engine } from '../tests/reliability/stores.ts';
import type { ServerProcess } from '../tests/support/server-process.ts';
import { besideCeiling } from './beside-ceiling.ts';
import { measureBurst } from './burst.ts';
import { type LoadFigures, type LoadTarget, measureLoad } from './load.ts';
import type { Options, Part } from './options.ts';
import type { Results } from './results.ts';
import { bookMany, createSessions, uniqueName } from './seed.ts';
import { openBenchStore, startApp } from './servers.ts';
import type { Teardown } from './teardown.ts';

/** 42 upcoming sessions: the page read (20 bookings), the burst's, and 40 more. */
const UPCOMING = 42;
const PAGE_BOOKINGS = 20;
const HEAVY_BOOKINGS = 7000;
/** The booking load spreads over this many sessions, each made fresh for one measurement. */
const WRITE_SESSIONS = 40;

export type EngineRun = {
  engine: Engine;
  options: Options;
  results: Results;
  teardown: Teardown;
  seed: number;
  log: (line: string) => void;
  /** The hello-world measured now, when the run has one up. */
  measureCeiling?: (() => Promise<LoadFigures>) | undefined;
};

const LABELS = {
  health: 'GET /api/health',
  byLink: `GET /api/sessions/by-link/{link} (${PAGE_BOOKINGS} bookings)`,
  page: `GET /book/{link}, the server-rendered page (${PAGE_BOOKINGS} bookings)`,
  upcoming: `GET /api/upcoming-sessions (${UPCOMING} sessions)`,
  heavy: `GET /api/upcoming-sessions (${UPCOMING} sessions, 7,000 bookings)`,
  bookings: `POST /api/sessions/{id}/bookings (new visitor each, ${WRITE_SESSIONS} sessions)`,
};

export async function benchEngine(run: EngineRun): Promise<void> {
  const { engine, options, results, teardown } = run;
  const has = (part: Part) => options.parts.has(part);
  const store = await openBenchStore(engine, teardown);
  const [page, rush, ...others] = await createSessions(options.appDir, store, UPCOMING);
  if (!page || !rush) throw new Error('the sessions were not made');
  const first = await startApp(options.appDir, store, teardown);
  await bookMany(first.url, [page.id], PAGE_BOOKINGS);

  const read = (path: string) => async (servers: ServerProcess[]) =>
    servers.map((s): LoadTarget => ({ base: s.url, path, expect: 200, pid: s.child.pid }));
  const readPage = read(`/api/sessions/by-link/${page.link}`);
  const readUpcoming = read('/api/upcoming-sessions');
  /** Each measurement books into 40 fresh sessions, so every one starts from the same state. */
  const bookNew = async (servers: ServerProcess[]) => {
    const ids = (await createSessions(options.appDir, store, WRITE_SESSIONS)).map((s) => s.id);
    let i = 0;
    const next = () => ({
      path: `/api/sessions/${ids[i++ % ids.length]}/bookings`,
      body: JSON.stringify({ names: [uniqueName()] }),
    });
    const path = `/api/sessions/${ids[0]}/bookings`;
    return servers.map((s): LoadTarget => ({ base: s.url, path, expect: 201, next, pid: s.child.pid }));
  };
  type Targets = (servers: ServerProcess[]) => Promise<LoadTarget[]>;

  const beside = besideCeiling(run.measureCeiling);
  const measure = async (part: Part, label: string, targets: Targets) => {
    if (!has(part)) return;
    const loaded = await targets([first]);
    const { value: figures, ceilingRps } = await beside.measure(() => measureLoad(loaded, options));
    results.http.push({ engine, label, figures, ...(ceilingRps === undefined ? {} : { ceilingRps }) });
    const share =
      ceilingRps === undefined
        ? ''
        : `, ${Math.round((100 * figures.rps) / ceilingRps)} % of hello-world beside it`;
    run.log(`${engine}: ${label}: ${summarize(figures)}${share}`);
  };
  await measure('health', LABELS.health, read('/api/health'));
  await measure('by-link', LABELS.byLink, readPage);
  // What a player's phone asks first when they open the link from WhatsApp.
  await measure('page', LABELS.page, read(`/book/${page.link}`));
  await measure('upcoming', LABELS.upcoming, readUpcoming);
  if (has('upcoming-7000')) {
    const ids = others.map((s) => s.id);
    await bookMany(first.url, ids, HEAVY_BOOKINGS - PAGE_BOOKINGS);
    beside.forget(); // the hello-world is measured again after the bookings, not before them
    await measure('upcoming-7000', LABELS.heavy, readUpcoming);
  }
  await measure('bookings', LABELS.bookings, bookNew);

  const burst = async (label: string, servers: ServerProcess[], session: CreatedSession) => {
    const figures = await measureBurst({
      label,
      bases: servers.map((s) => s.url),
      pids: servers.map((s) => s.child.pid),
      session,
      readLink: page.link,
      idleSeconds: options.quick ? 1 : 2,
      seed: run.seed,
    });
    results.bursts.push({ ...figures, engine });
    run.log(
      `${label}: p50 ${Math.round(figures.p50)} ms, p99 ${figures.report.p99} ms, ` +
        `${figures.report.violations.length} violations; reads p99 ${Math.round(figures.idleReads.p99)} → ` +
        `${Math.round(figures.burstReads.p99)} ms`,
    );
  };
  // The first burst goes to the session made up front, which the upcoming rows counted.
  if (has('burst')) {
    await burst(engine, [first], rush);
    // Again with the waiting list capped as without WAITING_LIST_MAX (the capacity): most are refused.
    const capped = await startApp(options.appDir, store, teardown, { WAITING_LIST_MAX: '' });
    const [fresh] = await createSessions(options.appDir, store, 1);
    if (fresh) await burst(`${engine}, default waiting-list cap`, [capped], fresh);
    await capped.stop();
  }

  if (engine === 'postgres' && has('processes')) {
    const second = await startApp(options.appDir, store, teardown);
    const compare = async (label: string, targets: Targets) => {
      const one = await measureLoad(await targets([first]), options);
      const two = await measureLoad(await targets([first, second]), options);
      results.processes.push({ label, one, two });
      run.log(`${engine}: ${label}: 1 process ${summarize(one)}; 2 processes ${summarize(two)}`);
    };
    await compare(LABELS.byLink, readPage);
    await compare(LABELS.bookings, bookNew);
    if (has('burst')) {
      const [fresh] = await createSessions(options.appDir, store, 1);
      if (fresh) await burst('postgres, 2 processes', [first, second], fresh);
    }
  }
}

const summarize = (f: LoadFigures) =>
  `${Math.round(f.rps)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms` +
  (f.cpuUsPerRequest === undefined ? '' : `, server CPU ${Math.round(f.cpuUsPerRequest)} µs/req`) +
  (f.unexpected ? `, ${f.unexpected} unexpected` : '');
