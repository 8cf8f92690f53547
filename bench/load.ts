// One measured load with autocannon: a warm-up that is thrown away, then a fixed duration. Several
// targets (one per app process) are loaded at the same time and counted together.
import autocannon from 'autocannon';
import { cpuMs, toggleProfiles } from './cpu.ts';

export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers with another status than expected, plus connection errors and timeouts. */
  unexpected: number;
  /** The servers' CPU time per answer in the measured seconds (µs), when their pids are known. */
  cpuUsPerRequest?: number;
};

export type LoadTarget = {
  base: string;
  path: string;
  expect: number;
  /** The server process, for its CPU time. */
  pid?: number;
  /** For a write: the path and JSON body of each request (a fresh one every time). */
  next?: () => { path: string; body: string };
};

export type Timing = { connections: number; warmupSeconds: number; seconds: number };

/**
 * A read so slow that fewer answers than this land in the measured seconds (in-flight ones are not
 * counted) is measured again over this many answers instead, however long they take.
 */
const MIN_ANSWERS = 100;
const SLOW_TIMEOUT_SECONDS = 120;

/** Phones ask for compressed answers, so the load does too. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

type Span = { seconds: number } | { amount: number };

function run(target: LoadTarget, connections: number, span: Span): Promise<autocannon.Result> {
  const { next } = target;
  const write: Partial<autocannon.Options> = next
    ? {
        method: 'POST',
        // A browser sends its page's Origin on every write (docs/product/roles.md); no cookie: a new visitor.
        headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', origin: target.base },
        requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...next() }) }],
      }
    : { headers: BROWSER_HEADERS };
  const length =
    'amount' in span ? { amount: span.amount, timeout: SLOW_TIMEOUT_SECONDS } : { duration: span.seconds };
  return autocannon({ url: target.base + target.path, connections, ...length, ...write });
}

function unexpectedOf(result: autocannon.Result, expect: number): number {
  const stats = result.statusCodeStats ?? {};
  let other = 0;
  for (const [code, { count = 0 }] of Object.entries(stats)) if (Number(code) !== expect) other += count;
  return other + result.errors;
}

/** Loads every target at once with the connections split between them; latencies are the worst. */
export async function measureLoad(targets: LoadTarget[], timing: Timing): Promise<LoadFigures> {
  const connections = Math.max(1, Math.round(timing.connections / targets.length));
  const all = (span: Span) => Promise.all(targets.map((t) => run(t, connections, span)));
  const serverCpuMs = () => targets.reduce((sum, t) => sum + cpuMs(t.pid), 0);
  await all({ seconds: timing.warmupSeconds });
  let cpuBefore = serverCpuMs();
  toggleProfiles(targets.map((t) => t.pid));
  let results = await all({ seconds: timing.seconds });
  toggleProfiles(targets.map((t) => t.pid));
  if (results.some((r) => r.requests.total < MIN_ANSWERS)) {
    cpuBefore = serverCpuMs();
    results = await all({ amount: MIN_ANSWERS });
  }
  const answered = results.reduce((sum, r) => sum + r.requests.total, 0);
  const cpuUsPerRequest = ((serverCpuMs() - cpuBefore) * 1000) / Math.max(1, answered);
  return {
    ...(Number.isFinite(cpuUsPerRequest) ? { cpuUsPerRequest } : {}),
    rps: results.reduce((sum, r) => sum + r.requests.total / r.duration, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    unexpected: results.reduce((sum, r, i) => sum + unexpectedOf(r, targets[i]?.expect ?? 200), 0),
  };
}
