// TRUST_PROXY (decision 0028): behind one proxy, the client IP is the address that proxy saw, not
// whatever the client wrote at the left of X-Forwarded-For, so per-IP limits cannot be walked around.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import { book } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1', RATE_LIMIT_NEW_VISITORS_PER_MIN: '3' });
});
afterAll(async () => {
  await t?.close();
});

it('counts new visitors per address the proxy saw, whatever the client claims before it', async () => {
  const session = await makeSession(t.deps);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const spoofed = { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` };
    statuses.push((await book(t.client(), session.id, [`Player ${'ABCD'[i]}`], spoofed)).status);
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
  // Another client behind the same proxy is another address.
  const other = await book(t.client(), session.id, ['Player Other'], { 'x-forwarded-for': '203.0.113.8' });
  expect(other.status).toBe(201);
});

it('refuses a TRUST_PROXY that is none of false, true, hops or addresses', async () => {
  await expect(startTestApp({ TRUST_PROXY: 'yes please' })).rejects.toThrow(/TRUST_PROXY/);
});
