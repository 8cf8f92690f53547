// One Server-Sent Events stream: headers, a retry hint, heartbeats, a budget, and a clean end.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What one event is written as: parts sent back to back, shared parts being the same Buffer. */
export type SseChunks = readonly (string | Buffer)[];

export type SseStream = {
  send: (event: string, data: unknown, id?: number) => void;
  /** Writes an event already formatted with `sseEvent` (or its parts). */
  sendChunks: (chunks: SseChunks) => void;
  close: () => void;
  /** Runs once when the stream ends, whoever ended it. */
  onClose: (fn: () => void) => void;
};

/**
 * A stream ends once it has written `maxBytes` or lived `maxMs` (decision 0057). Every event is a
 * whole snapshot and the first event of a connection is the current state, so the browser's
 * reconnect (after `retry`) loses nothing; a reader that stopped reading holds no more than this.
 * Each stream draws its own budget between `JITTER` and all of it, so pages opened together (and
 * fed the same events) do not all reconnect at once.
 */
export type StreamBudget = { maxBytes: number; maxMs: number };
export const STREAM_BUDGET: StreamBudget = { maxBytes: 512 * 1024, maxMs: 10 * 60_000 };
const JITTER = 0.75;

const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;
/**
 * A client that stops reading leaves what we write in our memory once the system's buffers are full.
 * Past this much unread in ours, the stream ends early (losing nothing, as above).
 */
const MAX_UNREAD_BYTES = 64 * 1024;
/**
 * A stream that ended but could not hand its last bytes to the system (its reader stopped) has its
 * connection reset after this long, which frees the buffers; one that could is left to keep-alive.
 */
const DRAIN_GRACE_MS = 5_000;

/** One event in the text/event-stream format; `json` is its data, already serialised. */
export const sseEvent = (event: string, json: string, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`;

export function openSse(
  request: FastifyRequest,
  reply: FastifyReply,
  budget: StreamBudget = STREAM_BUDGET,
): SseStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
    connection: 'keep-alive',
  });
  const closers: (() => void)[] = [];
  let open = true;
  const share = JITTER + (1 - JITTER) * Math.random();
  const maxBytes = budget.maxBytes * share;
  let written = 0;
  const write = (chunks: SseChunks) => {
    res.cork();
    for (const chunk of chunks) {
      res.write(chunk);
      // String length, not bytes: near enough for a budget, and no second pass over the text.
      written += chunk.length;
    }
    res.uncork();
    if (res.writableLength > MAX_UNREAD_BYTES || written >= maxBytes) end();
  };
  const heartbeat = setInterval(() => write([': ping\n\n']), HEARTBEAT_MS);
  const expiry = setTimeout(() => end(), budget.maxMs * share);
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    for (const fn of closers.splice(0)) fn();
    // Ended by the server (a restart, a deleted session): the browser knows when to come back.
    if (!res.writableEnded && !res.destroyed) res.write(`retry: ${RETRY_MS}\n\n`);
    res.end();
    const socket = res.socket;
    if (!socket || socket.destroyed || res.writableFinished) return;
    const reset = setTimeout(() => {
      // Unfinished, the response still owns the connection: no other request can be on it.
      if (!res.writableFinished && !socket.destroyed) socket.resetAndDestroy();
    }, DRAIN_GRACE_MS);
    reset.unref();
    res.once('finish', () => clearTimeout(reset));
  };
  request.raw.on('close', end);
  res.on('error', end);
  // A HEAD request has no body, so Node would hold the headers back until the end: answer it now.
  if (request.method === 'HEAD') end();
  else write([`retry: ${RETRY_MS}\n\n`]);
  const sendChunks = (chunks: SseChunks) => {
    if (open) write(chunks);
  };
  return {
    send: (event, data, id) => sendChunks([sseEvent(event, JSON.stringify(data), id)]),
    sendChunks,
    close: end,
    onClose: (fn) => {
      if (open) closers.push(fn);
      else fn();
    },
  };
}
