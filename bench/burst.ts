// The rush: 500 visitors book one session of 16 places at the same instant (tests/reliability/burst.ts
// checks every answer against docs/product/booking-rules.md), while other visitors keep reading another session's page.
import {
  type BurstReport,
  checkBurst,
  finalRoster,
  mintVisitors,
  percentile,
  planBurst,
} from '../tests/reliability/burst.ts';
import { seededRng } from '../tests/reliability/prng.ts';
import type { CreatedSession } from '../tests/reliability/stores.ts';
import { startBurstWorker } from './burst-worker.ts';
import { cpuMs, toggleProfiles } from './cpu.ts';

const REQUESTS = 500;
/** Readers looping on another session's page, one request at a time each. */
const READERS = 4;

export type ReadFigures = { samples: number; p50: number; p99: number; max: number };
export type BurstFigures = {
  label: string;
  report: BurstReport;
  p50: number;
  /** How long the whole burst took, first request sent to last answer. */
  wallMs: number;
  idleReads: ReadFigures;
  burstReads: ReadFigures;
  /** The app processes' CPU time from the first request of the burst to its last answer. */
  serverCpuMs: number;
};

async function readWhile(base: string, link: string, going: () => boolean): Promise<ReadFigures> {
  const ms: number[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (going()) {
        const started = performance.now();
        const res = await fetch(`${base}/api/sessions/by-link/${link}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`a read during the burst answered ${res.status}`);
        ms.push(performance.now() - started);
      }
    }),
  );
  return {
    samples: ms.length,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: Math.max(0, ...ms),
  };
}

export async function measureBurst(input: {
  label: string;
  /** One base per app process; visitors alternate between them. */
  bases: string[];
  /** The app processes, for their CPU time. */
  pids?: (number | undefined)[];
  session: CreatedSession;
  /** The page the other readers load. */
  readLink: string;
  idleSeconds: number;
  seed: number;
}): Promise<BurstFigures> {
  const { bases, session, readLink } = input;
  const base = bases[0] as string;
  const visitors = await mintVisitors(bases, REQUESTS);
  const requests = planBurst(visitors, seededRng(input.seed));
  const idleUntil = performance.now() + input.idleSeconds * 1000;
  const idleReads = await readWhile(base, readLink, () => performance.now() < idleUntil);

  const client = await startBurstWorker();
  const serverCpuMs = () => (input.pids ?? []).reduce((sum: number, pid) => sum + cpuMs(pid), 0);
  const cpuBefore = serverCpuMs();
  toggleProfiles(input.pids ?? []);
  let bursting = true;
  const burst = client.fire(session.id, requests).finally(() => {
    bursting = false;
  });
  const [{ answers, wallMs }, burstReads] = await Promise.all([
    burst,
    readWhile(base, readLink, () => bursting),
  ]);
  const cpuUsed = serverCpuMs() - cpuBefore;
  toggleProfiles(input.pids ?? []);

  const final = await finalRoster(base, session.link);
  const report = checkBurst({ requests, answers, final, capacity: session.capacity, crashed: false });
  const answered = answers.filter((a) => a.status !== null).map((a) => a.ms);
  return {
    label: input.label,
    report,
    p50: percentile(answered, 0.5),
    wallMs,
    idleReads,
    burstReads,
    serverCpuMs: cpuUsed,
  };
}

export type FloorFigures = { p50: number; p99: number; wallMs: number; serverCpuMs: number };

/**
 * The same rush (the same requests, the same client) at bench/burst-floor.ts: a bare Fastify that
 * answers with bytes made before, so the app's figures can be read against what HTTP alone costs here.
 */
export async function measureBurstFloor(input: { base: string; pid: number | undefined; seed: number }) {
  const visitors = Array.from({ length: REQUESTS }, (_, i) => ({
    id: `v${i}`,
    cookie: 'a=b',
    base: input.base,
  }));
  const requests = planBurst(visitors, seededRng(input.seed));
  const client = await startBurstWorker();
  const cpuBefore = cpuMs(input.pid);
  const { answers, wallMs } = await client.fire('floor', requests);
  const serverCpuMs = cpuMs(input.pid) - cpuBefore;
  const bad = answers.filter((a) => a.status !== 201);
  if (bad.length > 0) throw new Error(`the floor answered ${bad.length} requests without a 201`);
  const ms = answers.map((a) => a.ms);
  return { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), wallMs, serverCpuMs } satisfies FloorFigures;
}
