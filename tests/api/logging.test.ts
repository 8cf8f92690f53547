// Logs (docs/product/system.md, decision 0075): JSON lines with passwords, cookies, tokens, the
// authorization header, the visitor id, AUTH_SECRET and METRICS_TOKEN redacted — checked on the real
// app's own log after real sign-up, sign-in, booking and scraping; pretty lines only at a terminal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { loggableUrl, loggerOptions } from '../../src/server/logging.ts';
import { browser, PASSWORD } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, visitorWithCookie } from '../support/public-api.ts';
import { Client, depsOf, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

const AUTH_SECRET = 'auth-secret-for-the-logging-test-0123456789';
const METRICS_TOKEN = 'metrics-token-for-the-logging-test';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('the server log', () => {
  it('never holds a password, cookie, token, visitor id or secret, whatever the app did', async () => {
    const db = await createTestDb();
    const config = loadConfig({
      DATA_DIR: db.dataDir,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      AUTH_SECRET,
      METRICS_TOKEN,
      LOG_LEVEL: 'trace',
    });
    const log = capture();
    const app = await buildApp({
      config,
      database: db,
      logger: loggerOptions(config, { stream: log.stream }),
    });
    cleanups.push(async () => {
      await app.close();
      await db.drop();
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // browser() sends the Origin better-auth trusts (PUBLIC_URL) to wherever the app listens.
    const t = { url, publicUrl: config.publicUrl, db, app } as unknown as TestApp;

    const admin = browser(t);
    const up = await admin.post('/api/auth/sign-up/email', {
      email: 'lou@club.test',
      password: PASSWORD,
      name: 'Lou',
    });
    expect(up.status).toBe(200);
    const signIn = await admin.post('/api/auth/sign-in/email', {
      email: 'lou@club.test',
      password: PASSWORD,
    });
    const token = signIn.headers.get('set-auth-token') ?? '';
    const session = await makeSession(depsOf(app, db.db));
    const visitor = await visitorWithCookie({
      ...t,
      client: () => new Client(url, config.publicUrl),
    } as TestApp);
    expect((await book(visitor.client, session.id, ['Val Visitor'])).status).toBe(201);
    await visitor.client.post('/api/user-session/reconcile', { sessionId: visitor.id });
    await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token || 'bearer-token-value'}` } });
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const manual = { redirect: 'manual' } as const;
    await fetch(`${url}/api/auth/reset-password/reset-token-in-the-path?callbackURL=%2Fauth`, manual);
    await fetch(`${url}/api/auth/verify-email?token=verify-token-in-the-query&callbackURL=%2F`, manual);
    await fetch(`${url}/api/no-such?password=${encodeURIComponent(PASSWORD)}`);
    // A handler that logs a request-like object with its headers, and fields named as secrets.
    app.log.info(
      { headers: { authorization: 'Bearer raw-header-token', cookie: 'cs_visitor=abc' } },
      'headers',
    );
    app.log.info({ body: { password: PASSWORD, visitorId: visitor.id, sessionId: visitor.id } }, 'a body');
    app.log.info({ config }, 'the whole configuration');

    const text = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThan(10);
    for (const line of log.lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(text).toContain('request completed');
    expect(text).toContain('[redacted]');
    const secrets = [
      PASSWORD,
      AUTH_SECRET,
      METRICS_TOKEN,
      visitor.id,
      'reset-token-in-the-path',
      'verify-token-in-the-query',
      'raw-header-token',
      'cs_visitor=abc',
      ...[...admin.cookies.values()],
      ...(token ? [token] : []),
    ];
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });
});

describe('how lines look', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-log-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir });
  it('is pino-pretty (coloured) at a terminal outside production, JSON otherwise', () => {
    const pretty = loggerOptions(config, { terminal: true, production: false }) as { transport?: unknown };
    expect(pretty.transport).toMatchObject({ target: 'pino-pretty', options: { colorize: true } });
    for (const target of [
      { terminal: true, production: true },
      { terminal: false, production: false },
    ]) {
      expect((loggerOptions(config, target) as { transport?: unknown }).transport).toBeUndefined();
    }
  });

  it('cuts credentials out of request URLs', () => {
    expect(loggableUrl('/api/auth/reset-password/abc123?callbackURL=%2F')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2F',
    );
    expect(loggableUrl('/api/auth/callback/google?code=c0de&state=st4te')).toBe(
      '/api/auth/callback/google?code=[redacted]&state=[redacted]',
    );
    expect(loggableUrl('/another-phone/abcDEF_123-x')).toBe('/another-phone/[redacted]');
    expect(loggableUrl('/book/05-12-abc123')).toBe('/book/05-12-abc123');
    expect(loggableUrl('/api/sessions/past?before=2026-01-01')).toBe('/api/sessions/past?before=2026-01-01');
  });
});
