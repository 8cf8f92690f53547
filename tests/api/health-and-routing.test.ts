import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CHECK_FRESH_MS } from '../../src/server/routes/health.ts';
import { hasStackTrace, rawRequest } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-db.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers ok and names the database engine it really runs on', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ status: 'ok', db: testEngine });
  });

  it('answers an unknown /api path with a JSON 404 {error}, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await rawRequest(
        t,
        method,
        '/api/no-such-thing',
        method === 'POST' ? '{}' : undefined,
        method === 'POST' ? { 'content-type': 'application/json' } : {},
      );
      expect(res.status, method).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(typeof res.json?.error).toBe('string');
      expect(hasStackTrace(res.text)).toBe(false);
    }
  });

  it('answers /api itself and deep unknown API paths with JSON, never the web page', async () => {
    for (const p of ['/api', '/api/', '/api/sessions/x/y/z/w']) {
      const res = await rawRequest(t, 'GET', p, undefined);
      expect(res.status, p).toBe(404);
      expect(typeof res.json?.error, p).toBe('string');
    }
  });
});

describe('GET /api/health when the database is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers from a database check at most HEALTH_CHECK_FRESH_MS old, then fails (decision 0031)', async () => {
    expect((await t.client().get('/api/health')).status).toBe(200);
    await t.db.db.destroy();
    await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_FRESH_MS + 100));
    for (let i = 0; i < 2; i++) {
      const res = await rawRequest(t, 'GET', '/api/health', undefined);
      expect(res.status).toBe(500);
      expect(typeof res.json?.error).toBe('string');
      expect(hasStackTrace(res.text)).toBe(false);
    }
  });
});

describe('page routes without a built web app', () => {
  let t: TestApp;
  const missing = path.join(tmpdir(), `courtside-no-web-${process.pid}-${Date.now()}`);
  beforeAll(async () => {
    t = await startTestApp({}, { webRoot: missing });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an unknown page path with a clear message, not a 500 or a stack trace', async () => {
    const res = await rawRequest(t, 'GET', '/some/unknown/page', undefined);
    expect(res.status).not.toBe(500);
    expect(res.status).not.toBe(200);
    expect(res.text.length).toBeGreaterThan(0);
    expect(hasStackTrace(res.text)).toBe(false);
  });

  it('still serves the API', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
  });
});

describe('page routes with a built web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'courtside-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><meta name="courtside-config" content="{}" /><title>x</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp({ APP_NAME: 'Court Club' }, { webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the app page for any page route (the app shows its own 404 page)', async () => {
    for (const p of ['/', '/sessions', '/book/11-24-k3x9qa', '/no/such/page', '/index.html']) {
      const res = await rawRequest(t, 'GET', p, undefined);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/^text\/html/);
      expect(res.text, p).toContain('<div id="root">');
      expect(res.text, p).toContain('<title>Court Club</title>');
    }
  });

  it('puts the runtime settings in the page as data, not as an inline script', async () => {
    const res = await rawRequest(t, 'GET', '/sessions', undefined);
    expect(res.text).not.toContain('<script>');
    const meta = /<meta name="courtside-config" content="([^"]*)"/.exec(res.text);
    expect(meta).not.toBeNull();
    const settings = JSON.parse((meta?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(settings.appName).toBe('Court Club');
    expect(settings.clubTimeZone).toBe('Australia/Sydney');
  });

  it('still answers unknown /api paths with JSON 404, not the page', async () => {
    const res = await rawRequest(t, 'GET', '/api/nope', undefined);
    expect(res.status).toBe(404);
    expect(typeof res.json?.error).toBe('string');
  });
});
