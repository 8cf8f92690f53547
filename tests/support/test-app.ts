// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Builds the real app on a real test database and talks to it over real HTTP on a loopback port.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type RequestTimeouts } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/connection.ts';
import type { NotificationOptions } from '../../src/server/notifications.ts';
import type { ServiceDeps } from '../../src/server/services/deps.ts';
import type { BookingQueues } from '../../src/server/services/public-bookings.ts';
import { createTestDb, type TestDb } from './test-db.ts';

export type TestApp = {
  app: FastifyInstance;
  db: TestDb;
  /** The app's own database, clock, outbox signal and booking queues, for calling services directly. */
  deps: TestDeps;
  url: string;
  /** PUBLIC_URL: the only origin better-auth trusts for sign-up and sign-in. */
  publicUrl: string;
  /** A cookie-keeping client: one per simulated visitor/browser. */
  client: () => Client;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /**
   * Make PUBLIC_URL (better-auth's baseURL and trusted origin, the origin of emailed links) the URL
   * the app really listens on, instead of the default http://127.0.0.1:3000.
   */
  publicUrlIsListenUrl?: boolean;
  /** Where the built web app is read from (default dist/web). */
  webRoot?: string;
  /** Shorter request timeouts, for tests of slow clients. */
  timeouts?: RequestTimeouts;
  /** The local push service's certificate, stream caps. */
  notifications?: NotificationOptions;
  /** A database made beforehand (a restored backup, an import); a fresh one by default. */
  db?: TestDb;
};

export type TestDeps = ServiceDeps & { bookings: BookingQueues };

/** What services are handed in `app` (decision 0090): its clock, its outbox signal, its queues. */
export const depsOf = (app: FastifyInstance, db: Db): TestDeps => ({
  db,
  clock: app.clock,
  outbox: app.outbox,
  bookings: app.bookings,
});

/** A loopback port that is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDb());
  const port = options.publicUrlIsListenUrl ? await freePort() : 0;
  const config = loadConfig({
    DATA_DIR: db.dataDir,
    PUBLIC_URL: port ? `http://127.0.0.1:${port}` : 'http://127.0.0.1:3000',
    RATE_LIMIT_IP_PER_MIN: '100000',
    RATE_LIMIT_VISITOR_PER_MIN: '100000',
    RATE_LIMIT_NEW_VISITORS_PER_MIN: '100000',
    // Lifted like the limits above: ordering tests queue hundreds in one session (flood-limits sets its own).
    WAITING_LIST_MAX: '1000',
    RATE_LIMIT_MAIL_IP_PER_HOUR: '100000',
    RATE_LIMIT_PUSH_SUBSCRIBE_IP_PER_HOUR: '100000',
    ...env,
  });
  const app = await buildApp({
    config,
    database: db,
    logger: false,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...options.notifications,
  });
  const url = await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db,
    deps: depsOf(app, db.db),
    url,
    publicUrl: config.publicUrl,
    client: () => new Client(url),
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

export type Res<T = unknown> = { status: number; body: T; headers: Headers };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class Client {
  cookies = new Map<string, string>();
  /** `origin`: the site this client plays a page of; sent on every write, as a browser does. */
  constructor(
    readonly base: string,
    readonly origin?: string,
  ) {}

  /** The Cookie header this client sends: every cookie it holds. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The headers a browser would add to a request of this method (a test may override them). */
  protected pageHeaders(method: string, headers: Record<string, string>): Record<string, string> {
    return this.origin && WRITES.has(method) ? { origin: this.origin, ...headers } : headers;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Res<T>> {
    const cookie = this.cookieHeader();
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...this.pageHeaders(method, headers),
      },
      // Raw bytes go as they are (tests of malformed UTF-8); anything else that is not text is JSON.
      body:
        body === undefined || typeof body === 'string'
          ? body
          : body instanceof Uint8Array
            ? new Blob([new Uint8Array(body)])
            : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }
}
