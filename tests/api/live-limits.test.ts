// Live streams under pressure (issue 21; decisions 0056, 0057): bounded per address (an IPv6 /64 is
// one), per session and in total, where the busiest address gives way to a newcomer; and each stream
// ends after its budget of bytes or time, so a reader that stopped reading holds little for long.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import { book, visitorWithCookie } from '../support/public-api.ts';
import { openEvents, type SseClient } from '../support/sse-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

/** The test apps trust X-Forwarded-For, so one loopback client can come from many addresses. */
const PROXIED = { TRUST_PROXY: 'true' };
let crowd: TestApp;
let byBytes: TestApp;
let byTime: TestApp;
beforeAll(async () => {
  [crowd, byBytes, byTime] = await Promise.all([
    startTestApp(PROXIED, { notifications: { streamCaps: { perIp: 3, perSession: 6, total: 10 } } }),
    startTestApp({}, { notifications: { streamBudget: { maxBytes: 2_048, maxMs: 60_000 } } }),
    startTestApp({}, { notifications: { streamBudget: { maxBytes: 1_000_000, maxMs: 1_000 } } }),
  ]);
});
afterAll(async () => {
  await Promise.all([crowd, byBytes, byTime].map((t) => t?.close()));
});

const opened: SseClient[] = [];
async function watch(t: TestApp, link: string, from?: string): Promise<SseClient> {
  const stream = await openEvents(
    `${t.url}/api/sessions/by-link/${link}/events`,
    from ? { 'x-forwarded-for': from } : {},
  );
  opened.push(stream);
  if (stream.status === 200) await stream.next((e) => e.event === 'session');
  return stream;
}
async function closeAll(t: TestApp): Promise<void> {
  for (const s of opened.splice(0)) s.close();
  await waitUntil(() => t.app.notifications.streams.open === 0);
}
const statuses = (streams: SseClient[]) => streams.map((s) => s.status);

describe('stream caps', () => {
  it('count every address of an IPv6 /64 as one', async () => {
    const session = await makeSession(crowd.deps);
    try {
      const home = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3'];
      expect(statuses(await Promise.all(home.map((ip) => watch(crowd, session.link, ip))))).toEqual([
        200, 200, 200,
      ]);
      const sameNetwork = await watch(crowd, session.link, '2001:db8:1:2:ffff:ffff:ffff:ffff');
      expect(sameNetwork.status).toBe(429);
      expect((await watch(crowd, session.link, '2001:db8:1:3::1')).status).toBe(200);
    } finally {
      await closeAll(crowd);
    }
  });

  it('hold at most perSession viewers on one session, other sessions unaffected', async () => {
    const [busy, quiet] = [await makeSession(crowd.deps), await makeSession(crowd.deps)];
    try {
      const six = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) => watch(crowd, busy.link, `198.51.100.${n}`)),
      );
      expect(statuses(six)).toEqual(Array(6).fill(200));
      // Full, and every viewer is on an address of their own: nobody gives way.
      expect((await watch(crowd, busy.link, '198.51.100.7')).status).toBe(429);
      expect((await watch(crowd, quiet.link, '198.51.100.7')).status).toBe(200);
      expect(crowd.app.notifications.streams.viewersOf(busy.id)).toBe(6);
    } finally {
      await closeAll(crowd);
    }
  });

  it('let a newcomer into a full session: the address holding the most gives up its oldest stream', async () => {
    const session = await makeSession(crowd.deps);
    try {
      const flood = [];
      for (const ip of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2'])
        flood.push(await watch(crowd, session.link, ip));
      const oneViewer = await watch(crowd, session.link, '192.0.2.10');
      expect(statuses([...flood, oneViewer])).toEqual(Array(6).fill(200));
      const newcomer = await watch(crowd, session.link, '192.0.2.20');
      expect(newcomer.status).toBe(200);
      await flood[0]?.ended;
      expect(crowd.app.notifications.streams.viewersOf(session.id)).toBe(6);
      // The newcomer's page is live.
      await book((await visitorWithCookie(crowd)).client, session.id, ['New Comer']);
      expect((await newcomer.next((e) => e.event === 'session')).data.bookings).toHaveLength(1);
    } finally {
      await closeAll(crowd);
    }
  });

  it('let a newcomer in when every slot is taken by a few addresses', async () => {
    const sessions = [await makeSession(crowd.deps), await makeSession(crowd.deps)];
    try {
      // 10 slots in all: three addresses hold three each, spread over two sessions, and one holds one.
      const held = [];
      for (const [i, ip] of ['10.0.0.1', '10.0.0.2', '10.0.0.3'].entries())
        for (let n = 0; n < 3; n++) held.push(await watch(crowd, sessions[(i + n) % 2]?.link ?? '', ip));
      held.push(await watch(crowd, sessions[0]?.link ?? '', '10.0.0.4'));
      expect(statuses(held)).toEqual(Array(10).fill(200));
      expect((await watch(crowd, sessions[1]?.link ?? '', '10.0.0.1')).status).toBe(429);
      const newcomer = await watch(crowd, sessions[1]?.link ?? '', '192.0.2.30');
      expect(newcomer.status).toBe(200);
      await held[0]?.ended;
      expect(crowd.app.notifications.streams.open).toBe(10);
    } finally {
      await closeAll(crowd);
    }
  });
});

describe('a stream’s budget', () => {
  it('ends a stream once it has written its bytes; the reconnected page gets the current state', async () => {
    const session = await makeSession(byBytes.deps);
    const stream = await watch(byBytes, session.link);
    try {
      let ended = false;
      void stream.ended.then(() => {
        ended = true;
      });
      const tenNames = (round: number) =>
        Array.from({ length: 10 }, (_, i) => `Round ${'abcdef'[round]} Player ${'abcdefghij'[i]}`);
      for (let round = 0; round < 6 && !ended; round++) {
        // A visitor holds at most 10 bookings in a session: a new one each round.
        await book((await visitorWithCookie(byBytes)).client, session.id, tenNames(round));
        await Promise.race([stream.next((e) => e.event === 'session'), stream.ended]);
      }
      await stream.ended;
      await waitUntil(() => byBytes.app.notifications.streams.open === 0);
      const again = await watch(byBytes, session.link);
      const current = again.events.find((e) => e.event === 'session');
      expect(current?.data.bookings.length).toBeGreaterThanOrEqual(20);
    } finally {
      await closeAll(byBytes);
    }
  });

  it('ends the stream of a reader that stopped reading, and frees its slot', async () => {
    const session = await makeSession(byBytes.deps);
    const { port } = new URL(byBytes.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    const closed = new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    try {
      socket.write(`GET /api/sessions/by-link/${session.link}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await waitUntil(() => received.includes('event: session'));
      socket.pause(); // reads nothing more
      for (let round = 0; round < 4; round++) {
        const visitor = await visitorWithCookie(byBytes);
        const names = Array.from(
          { length: 10 },
          (_, i) => `Quiet ${'abcd'[round]} Reader ${'abcdefghij'[i]}`,
        );
        await book(visitor.client, session.id, names);
      }
      await waitUntil(() => byBytes.app.notifications.streams.open === 0, 10_000);
      socket.resume();
      // The response was ended: its last chunk is there to read.
      await waitUntil(() => received.endsWith('0\r\n\r\n'));
    } finally {
      socket.destroy();
      await closed;
    }
  });

  it('ends a stream after its time; the browser reconnects', async () => {
    const session = await makeSession(byTime.deps);
    const stream = await watch(byTime, session.link);
    try {
      const startedAt = Date.now();
      await stream.ended;
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      await waitUntil(() => byTime.app.notifications.streams.open === 0);
    } finally {
      await closeAll(byTime);
    }
  });
});
