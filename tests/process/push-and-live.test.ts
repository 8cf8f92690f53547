// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// What must hold across processes (decision 0026): a push whose delivery a kill -9 interrupted is
// delivered after the restart, exactly once; on PostgreSQL a change made through one app process
// reaches a live page connected to another.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSession,
  type Engine,
  openStore,
  postgresReachable,
  type Store,
} from '../reliability/stores.ts';
import { type PushService, startPushService } from '../support/push-service.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { openEvents } from '../support/sse-client.ts';
import { Client } from '../support/test-app.ts';

const engines: Engine[] = ['sqlite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function serverFor(store: Store, push: PushService, port?: number): Promise<ServerProcess> {
  const server = await startServerProcess({
    env: { ...store.env, PUSH_ALLOWED_HOSTS: push.host, NODE_EXTRA_CA_CERTS: push.caFile },
    ...(port ? { port } : {}),
  });
  cleanups.push(() => server.kill());
  return server;
}

async function visitor(server: ServerProcess): Promise<Client> {
  const client = new Client(server.url, server.url);
  expect((await client.post('/api/user-session/reconcile', {})).status).toBe(200);
  return client;
}

describe.each(engines)('on %s', (engine) => {
  it('delivers a promotion push exactly once after a kill -9 between commit and delivery', async () => {
    const store = await openStore(engine);
    cleanups.push(() => store.drop());
    const push = await startPushService();
    cleanups.push(() => push.close());
    const session = await createSession(store, 1);
    let server = await serverFor(store, push);

    const holder = await visitor(server);
    const waiting = await visitor(server);
    const sub = push.subscribe();
    expect((await waiting.post('/api/webpush/subscribe', { subscription: sub.subscription })).status).toBe(
      200,
    );
    const held = await holder.post(`/api/sessions/${session.id}/bookings`, { names: ['Hal Holder'] });
    expect(
      (await waiting.post(`/api/sessions/${session.id}/bookings`, { names: ['Wyn Waiting'] })).status,
    ).toBe(201);

    // The push service is down: the cancel commits, its push cannot be delivered yet.
    await push.offline();
    const canceled = await holder.delete(
      `/api/sessions/${session.id}/bookings/${held.body.session.bookings[0].id}`,
    );
    expect(canceled.status).toBe(200);
    await server.kill();
    expect(push.received).toHaveLength(0);

    await push.online();
    server = await serverFor(store, push, server.port);
    const [message] = await push.waitFor(sub.id, 1, 30_000);
    expect((sub.decrypt(message?.body as Buffer) as any).body).toContain('Wyn Waiting');
    // Nothing more arrives for it.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(push.received.filter((r) => r.id === sub.id)).toHaveLength(1);
  });
});

describe.runIf(engines.includes('postgres'))('two app processes on one PostgreSQL', () => {
  it('carries a cancel through process A to a live page open on process B', async () => {
    const store = await openStore('postgres');
    cleanups.push(() => store.drop());
    const push = await startPushService();
    cleanups.push(() => push.close());
    const session = await createSession(store, 2);
    const a = await serverFor(store, push);
    const b = await serverFor(store, push);

    const booker = await visitor(a);
    const booked = await booker.post(`/api/sessions/${session.id}/bookings`, {
      names: ['Ann Across', 'Ben Across'],
    });
    expect(booked.status).toBe(201);
    const stream = await openEvents(`${b.url}/api/sessions/by-link/${session.link}/events`);
    cleanups.push(async () => stream.close());
    const first = await stream.next((e) => e.event === 'session');
    expect(first.data.bookings.map((x: any) => x.name)).toEqual(['Ann Across', 'Ben Across']);

    const sent = Date.now();
    const res = await booker.delete(
      `/api/sessions/${session.id}/bookings/${booked.body.session.bookings[0].id}`,
    );
    expect(res.status).toBe(200);
    const update = await stream.next((e) => e.event === 'session');
    console.log(
      `live fan-out across processes: ${Date.now() - sent} ms from the cancel's request to B's viewer`,
    );
    expect(update.data.bookings.map((x: any) => x.name)).toEqual(['Ben Across']);
  });
});
