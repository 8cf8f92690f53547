import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AuthTestApp, createAccount, signIn, startAuthTestApp } from '../support/accounts.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('signs an admin out everywhere: every other browser and bearer token loses access', async () => {
  const phone = await createAccount(t, 'owner@club.org');
  const laptop = await signIn(t, 'owner@club.org');
  expect((await laptop.browser.get('/api/me')).status).toBe(200);

  const revoke = await phone.browser.post('/api/auth/revoke-sessions', {}, { origin: t.url });
  expect(revoke.status).toBe(200);

  expect((await laptop.browser.get('/api/me')).status).toBe(401);
  expect((await phone.browser.get('/api/me')).status).toBe(401);
  expect((await laptop.browser.get('/api/me', { authorization: `Bearer ${laptop.token}` })).status).toBe(401);
});
