// Compressed answers (decision 0027): pre-compressed assets as built, JSON and pages compressed per
// request, each only for a client that accepts the encoding; hashed assets stay immutable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import { book } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let webRoot: string;
const script = `export const roster = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Player ${i}`))};\n`;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'courtside-compressed-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  const asset = path.join(webRoot, 'assets', 'app-abc123.js');
  writeFileSync(asset, script);
  // What the build leaves beside each asset (scripts/vite-precompress.ts).
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><meta name="courtside-config" content="{}" /><title>x</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  t = await startTestApp({}, { webRoot });
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** node:http, which (unlike fetch) leaves the body as the server encoded it. */
function get(pathName: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const url = new URL(t.url);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: pathName,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('static assets', () => {
  it('are sent brotli-compressed as built, and still immutable', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('carry the headers that act on a file a page loads, not the document headers (decision 0200)', async () => {
    const res = await get('/assets/app-abc123.js', 'br');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(res.headers.etag).toBeDefined();
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
      'last-modified',
    ])
      expect(res.headers[name], name).toBeUndefined();
    // A page keeps them all.
    const page = await get('/sessions');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('are sent gzipped to a client without brotli, and plain to one without either', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});

describe('answers made per request', () => {
  it('compresses JSON for a client that accepts it', async () => {
    for (let i = 0; i < 20; i++) await makeSession(t.deps, { title: `Compressed Session ${i}` });
    const res = await get('/api/upcoming-sessions', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toHaveLength(20);
    const plain = await get('/api/upcoming-sessions');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toHaveLength(20);
  });

  it('sends the shared list compressed as the client prefers, and never a copy older than the list', async () => {
    const listed = async (acceptEncoding: string) => {
      const res = await get('/api/upcoming-sessions', acceptEncoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const decode = res.headers['content-encoding'] === 'br' ? brotliDecompressSync : gunzipSync;
      return { encoding: res.headers['content-encoding'], list: JSON.parse(decode(res.body).toString()) };
    };
    const before = await listed('br');
    expect(before.encoding).toBe('br');
    expect((await listed('gzip, br;q=0')).encoding).toBe('gzip');
    const target = before.list[0] as { id: string; confirmedCount: number };
    const booked = await book(t.client(), target.id, ['Cache Checker']);
    expect(booked.status).toBe(201);
    for (const encoding of ['br', 'gzip']) {
      const after = await listed(encoding);
      expect(after.encoding).toBe(encoding);
      expect(after.list.find((s: { id: string }) => s.id === target.id).confirmedCount).toBe(
        target.confirmedCount + 1,
      );
    }
  });

  it('compresses the app page', async () => {
    const res = await get('/sessions', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('<div id="root">');
  });
});

describe('request bodies', () => {
  it('are never inflated: a compressed body is refused, not decompressed', async () => {
    // A tiny brotli body may inflate to gigabytes before any size limit can see it.
    const bomb = brotliCompressSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    const small = brotliCompressSync(JSON.stringify({ sessionId: null }));
    for (const body of [small, bomb]) {
      const res = await fetch(`${t.url}/api/user-session/reconcile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
        body,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.status).not.toBe(413);
    }
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});
