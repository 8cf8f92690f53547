// biome-ignore-all lint/suspicious/noExplicitAny: the battery reads whatever JSON came back
// The booking burst (docs/product/booking-rules.md): many visitors book one session at the same instant, and every
// answer is checked against the one final roster.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rng } from './prng.ts';

export const WAITING_LIST_FULL = 'The waiting list is full.';
const VISITOR_COOKIE = 'cs_visitor';

export type Visitor = { id: string; cookie: string; base: string };
export type BurstRequest = { index: number; names: string[]; visitor: Visitor };
export type BurstAnswer = { status: number | null; body: any; error?: string; ms: number };
export type Booking = { id: string; name: string; userId?: string };

const GIVEN = ['Ann', 'Zoë', "O'Brien"] as const;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A distinct family name for every index: letters only (names may not hold digits). */
function familyName(i: number): string {
  let s = '';
  for (let v = i; s.length < 4; v = Math.floor(v / 26)) s = LETTERS[v % 26] + s;
  return `${s[0]?.toUpperCase()}${s.slice(1)}`;
}

/** Browsers send the page's Origin on every write; the server checks it (docs/product/roles.md). */
export const originOf = (base: string) => ({ origin: base });

/**
 * Server-issued visitor ids (docs/product/booking-rules.md): each visitor asks POST /user-session/reconcile with no
 * cookie and keeps the `cs_visitor` cookie it is given. Visitors are spread over `bases` in turn.
 */
export async function mintVisitors(bases: string[], count: number, concurrency = 20): Promise<Visitor[]> {
  const visitors: Visitor[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const base = bases[i % bases.length] as string;
        const res = await fetch(`${base}/api/user-session/reconcile`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...originOf(base) },
          body: '{}',
        });
        const text = await res.text();
        const line = res.headers.getSetCookie().find((l) => l.startsWith(`${VISITOR_COOKIE}=`));
        const cookie = line?.split(';')[0];
        if (res.status !== 200 || !cookie) {
          throw new Error(`reconcile answered ${res.status} without a visitor cookie: ${text.slice(0, 300)}`);
        }
        // The answer is the visitor's credential, `<id>.<signature>` (decision 0060).
        const credential = (JSON.parse(text) as { sessionId: string }).sessionId;
        visitors[i] = { id: credential.split('.')[0] as string, cookie, base };
      }
    }),
  );
  return visitors;
}

/** One request per visitor, 1–3 names each, every name distinct across the whole burst. */
export function planBurst(visitors: Visitor[], rng: Rng): BurstRequest[] {
  return visitors.map((visitor, index) => {
    const count = 1 + rng.int(3);
    const family = familyName(index);
    return { index, visitor, names: GIVEN.slice(0, count).map((given) => `${given} ${family}`) };
  });
}

/**
 * Sends every request at once, each on its own connection and asking for brotli like a phone, and
 * waits for all of them. `onAnswer` sees each answer's status as it lands (the crash test kills the
 * server from there). A request the server never answered has status null. node:http rather than
 * fetch: fetch spent about a millisecond of the client's CPU per request, which a rush of 500 turned
 * into half a second of queueing in the client before its answers were read (decision 0128). The
 * bodies are decoded once every answer is in, as each phone decodes its own: decoding 500 rosters of
 * up to a thousand names in the one client thread during the rush delayed reading the later answers.
 */
export async function fireBurst(
  sessionId: string,
  requests: BurstRequest[],
  onAnswer?: (answer: Pick<BurstAnswer, 'status' | 'ms'>) => void,
): Promise<BurstAnswer[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  try {
    const received = await Promise.all(
      requests.map(async (r) => {
        const answer = await post(agent, `${r.visitor.base}/api/sessions/${sessionId}/bookings`, {
          headers: { cookie: r.visitor.cookie, ...originOf(r.visitor.base) },
          body: JSON.stringify({ names: r.names }),
        });
        onAnswer?.(answer);
        return answer;
      }),
    );
    return received.map(decoded);
  } finally {
    agent.destroy();
  }
}

/** An answer as it came off the wire: its body still as sent. */
type Received = Omit<BurstAnswer, 'body'> & { raw?: Buffer; encoding?: string };

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

/** The answer with its body decompressed, and parsed when it is JSON. */
function decoded({ raw, encoding, ...answer }: Received): BurstAnswer {
  if (!raw) return { ...answer, body: null };
  const decode = decoders[encoding ?? ''];
  const text = (decode ? decode(raw) : raw).toString('utf8');
  try {
    return { ...answer, body: JSON.parse(text) };
  } catch {
    return { ...answer, body: text };
  }
}

/** One JSON POST; its answer's bytes and the time from sending to the last byte read. */
function post(
  agent: http.Agent,
  url: string,
  { headers, body }: { headers: Record<string, string>; body: string },
): Promise<Received> {
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = (err: Error & { code?: string }) =>
      resolve({ status: null, error: err.code ?? String(err), ms: performance.now() - started });
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'accept-encoding': 'br, gzip',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', failed);
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? null,
            raw: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on('error', failed);
    request.end(body);
  });
}

/** The final roster in arrival order, as a visitor with no cookie sees it. */
export async function finalRoster(base: string, link: string): Promise<Booking[]> {
  const res = await fetch(`${base}/api/sessions/by-link/${link}`);
  const body = (await res.json()) as { bookings?: Booking[] };
  if (res.status !== 200 || !Array.isArray(body.bookings)) {
    throw new Error(`by-link answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.bookings;
}

export type BurstReport = {
  requests: number;
  names: number;
  booked201: number;
  refusedFull: number;
  unanswered: number;
  fiveXX: number;
  confirmed: number;
  finalCount: number;
  p99: number;
  violations: string[];
};

/** The full list's refusal, or a request refused whole because only some of its names fit (decision 0065). */
const ROOM_REFUSAL = /^Only \d+ more names? fits? (on the waiting list|in this session)\.$/;
const isWaitingListFull = (a: BurstAnswer) => {
  const error = (a.body as { error?: unknown } | null)?.error;
  return (
    a.status === 400 &&
    (error === WAITING_LIST_FULL || (typeof error === 'string' && ROOM_REFUSAL.test(error)))
  );
};

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/**
 * docs/product/booking-rules.md checked against one final roster (nobody cancels during a burst):
 * - no 5xx; every answer is a 201 or the waiting-list-full refusal (or, after a crash, no answer);
 * - every name answered 201 is in the roster; a refused request has none of its names there; a
 *   request never answered has all of its names there or none (multi-name requests are atomic);
 * - confirmed names sit among the first `capacity` of the roster and waiting names after them, so
 *   nobody is confirmed beyond capacity;
 * - each 201 answer's `session.bookings` is a prefix of the roster: one total order agrees with
 *   every answer;
 * - an answer shows `userId` only on the caller's own bookings (docs/product/roles.md);
 * - without a crash, the roster holds exactly the names answered 201, and exactly `capacity`
 *   of them were answered confirmed.
 */
export function checkBurst(input: {
  requests: BurstRequest[];
  answers: BurstAnswer[];
  final: Booking[];
  capacity: number;
  crashed: boolean;
}): BurstReport {
  const { requests, answers, final, capacity, crashed } = input;
  const violations: string[] = [];
  const fail = (message: string) => {
    if (violations.length < 25) violations.push(message);
    else if (violations.length === 25) violations.push('… more violations left out');
  };
  const position = new Map<string, number>();
  for (const [i, b] of final.entries()) {
    if (position.has(b.name)) fail(`the roster holds "${b.name}" twice`);
    position.set(b.name, i);
  }
  const sentNames = new Set(requests.flatMap((r) => r.names));
  for (const b of final) if (!sentNames.has(b.name)) fail(`the roster holds "${b.name}", which nobody sent`);

  let booked201 = 0;
  let namesIn201 = 0;
  let confirmed = 0;
  let refusedFull = 0;
  let unanswered = 0;
  let fiveXX = 0;
  for (const [i, r] of requests.entries()) {
    const a = answers[i] as BurstAnswer;
    const tag = `request #${r.index} ${JSON.stringify(r.names)}`;
    const present = r.names.filter((n) => position.has(n));
    if (present.length !== 0 && present.length !== r.names.length) {
      fail(`${tag}: only ${JSON.stringify(present)} are in the roster (not atomic)`);
    }
    if (a.status === null) {
      unanswered++;
      if (!crashed) fail(`${tag}: no answer (${a.error})`);
      continue;
    }
    if (a.status >= 500) {
      fiveXX++;
      fail(`${tag}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
      continue;
    }
    if (a.status !== 201) {
      if (isWaitingListFull(a)) refusedFull++;
      else fail(`${tag}: unexpected ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
      if (present.length > 0)
        fail(`${tag}: refused with ${a.status} but ${JSON.stringify(present)} were booked`);
      continue;
    }
    booked201++;
    namesIn201 += r.names.length;
    const body = a.body as { confirmed?: string[]; waiting?: string[]; session?: { bookings?: Booking[] } };
    const yes = body.confirmed ?? [];
    const wait = body.waiting ?? [];
    confirmed += yes.length;
    if ([...yes, ...wait].sort().join('|') !== [...r.names].sort().join('|')) {
      fail(`${tag}: answered confirmed ${JSON.stringify(yes)} waiting ${JSON.stringify(wait)}`);
    }
    for (const n of r.names) if (!position.has(n)) fail(`${tag}: "${n}" was answered 201 and is lost`);
    for (const n of yes) {
      const at = position.get(n);
      if (at !== undefined && at >= capacity) fail(`${tag}: "${n}" answered confirmed but is #${at + 1}`);
    }
    for (const n of wait) {
      const at = position.get(n);
      if (at !== undefined && at < capacity) fail(`${tag}: "${n}" answered waiting but is #${at + 1}`);
    }
    const seen = body.session?.bookings ?? [];
    const prefixOk = seen.every((b, k) => final[k]?.id === b.id && final[k]?.name === b.name);
    if (!prefixOk)
      fail(`${tag}: its answer's order of ${seen.length} bookings is not a prefix of the roster`);
    const mine = new Set(r.names);
    for (const b of seen) {
      if (b.userId !== undefined && (b.userId !== r.visitor.id || !mine.has(b.name))) {
        fail(`${tag}: its answer shows the visitor id of "${b.name}"`);
      }
    }
    for (const n of r.names) {
      if (!seen.some((b) => b.name === n && b.userId === r.visitor.id)) {
        fail(`${tag}: its answer does not show "${n}" as the caller's own`);
      }
    }
  }
  if (confirmed > capacity) fail(`${confirmed} names were answered confirmed for ${capacity} places`);
  if (!crashed) {
    if (final.length !== namesIn201)
      fail(`the roster holds ${final.length} names, ${namesIn201} were answered 201`);
    const expected = Math.min(capacity, namesIn201);
    if (confirmed !== expected) fail(`${confirmed} names were answered confirmed, expected ${expected}`);
  }
  return {
    requests: requests.length,
    names: sentNames.size,
    booked201,
    refusedFull,
    unanswered,
    fiveXX,
    confirmed,
    finalCount: final.length,
    p99: Math.round(
      percentile(
        answers.filter((a) => a.status !== null).map((a) => a.ms),
        0.99,
      ),
    ),
    violations,
  };
}

/** `burst sqlite: 500 requests, 16 confirmed, 0 5xx, order consistent, p99 612 ms` */
export function burstLine(label: string, r: BurstReport): string {
  const order = r.violations.length === 0 ? 'order consistent' : `${r.violations.length} VIOLATIONS`;
  const full = r.refusedFull > 0 ? `, ${r.refusedFull} refused (waiting list full)` : '';
  return (
    `${label}: ${r.requests} requests (${r.names} names), ${r.booked201} answered 201${full}, ` +
    `${r.confirmed} confirmed, ${r.finalCount} in roster, ${r.fiveXX} 5xx, ${order}, p99 ${r.p99} ms`
  );
}
