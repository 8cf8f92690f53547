// One Server-Sent Events stream: headers, a retry hint, heartbeats, and a clean end.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type SseStream = {
  send: (event: string, data: unknown, id?: number) => void;
  close: () => void;
  /** Runs once when the stream ends, whoever ended it. */
  onClose: (fn: () => void) => void;
};

const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;
/**
 * A client that stops reading leaves what we write in our memory. Past this much unread, the stream
 * ends: every event is a whole snapshot, so a reconnecting reader loses nothing.
 */
const MAX_UNREAD_BYTES = 64 * 1024;

export function openSse(request: FastifyRequest, reply: FastifyReply, heartbeatMs = HEARTBEAT_MS): SseStream {
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
  const write = (text: string) => {
    res.write(text);
    if (res.writableLength > MAX_UNREAD_BYTES) end();
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    for (const fn of closers.splice(0)) fn();
    // Ended by the server (a restart, a deleted session): the browser knows when to come back.
    if (!res.writableEnded && !res.destroyed) res.write(`retry: ${RETRY_MS}\n\n`);
    res.end();
  };
  request.raw.on('close', end);
  res.on('error', end);
  // A HEAD request has no body, so Node would hold the headers back until the end: answer it now.
  if (request.method === 'HEAD') end();
  else res.write(`retry: ${RETRY_MS}\n\n`);
  return {
    send: (event, data, id) => {
      if (!open) return;
      write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close: end,
    onClose: (fn) => {
      if (open) closers.push(fn);
      else fn();
    },
  };
}
