// Slow clients cannot hold connections open (decision 0025): a body or headers trickled in a byte at
// a time is cut off with 408 once the request time is up, and the server keeps answering others.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { timeouts: { requestMs: 1_500, headersMs: 1_000, checkEveryMs: 250 } });
});
afterAll(async () => {
  await t?.close();
});

type Trickle = { closedAfterMs: Promise<number>; answer: () => string; stop: () => void };

/** Opens a connection and sends `head`, then one more byte every `everyMs`. */
function trickle(head: string, everyMs: number): Trickle {
  const { port } = new URL(t.url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  const started = Date.now();
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  socket.on('error', () => {});
  socket.write(head);
  const timer = setInterval(() => socket.writable && socket.write('x'), everyMs);
  const closedAfterMs = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return { closedAfterMs, answer: () => answer, stop: () => socket.destroy() };
}

it('cuts off connections that send their body a byte at a time', async () => {
  const body = `POST /api/user-session/reconcile HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{`;
  const slow = Array.from({ length: 20 }, () => trickle(body, 200));
  try {
    const times = await Promise.all(slow.map((s) => s.closedAfterMs));
    for (const ms of times) expect(ms).toBeLessThan(4_000);
    for (const s of slow) expect(s.answer()).toMatch(/^HTTP\/1\.1 408/);
  } finally {
    for (const s of slow) s.stop();
  }
});

it('cuts off connections that never finish their headers', async () => {
  const slow = trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nx-slow: ', 200);
  try {
    expect(await slow.closedAfterMs).toBeLessThan(4_000);
  } finally {
    slow.stop();
  }
});

it('keeps answering everyone else meanwhile', async () => {
  const body = `POST /api/user-session/reconcile HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`;
  const slow = Array.from({ length: 20 }, () => trickle(body, 200));
  try {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
  } finally {
    for (const s of slow) s.stop();
  }
});
