// Admin passwords must be hard to guess (decision 0052): better-auth's sign-up, reset and change
// refuse `password`, `12345678` and the like with 400 in its own error shape, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  browser,
  createAccount,
  PASSWORD,
  resetTokenFor,
  signIn,
  signUp,
  startAuthTestApp,
} from '../support/accounts.ts';

const WEAK = ['password', '12345678', 'password1', 'qwertyuiop', 'Password123!'];
const TOO_WEAK = {
  code: 'PASSWORD_TOO_WEAK',
  message: 'Password is too easy to guess: use a longer one, such as three or four unrelated words.',
  error: 'Password is too easy to guess: use a longer one, such as three or four unrelated words.',
};

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
  await createAccount(t, 'owner@club.org', 'Olive Owner');
});
afterAll(async () => {
  await t?.close();
});

describe('a password that is easy to guess', () => {
  it.each(WEAK)('is refused on sign-up (%s), and no account is made', async (password) => {
    const email = `weak-${WEAK.indexOf(password)}@club.org`;
    const res = await signUp(t, { email, password });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(TOO_WEAK);
    expect((await signUp(t, { email })).status).toBe(200);
  });

  it('is refused when it is the address or the account name', async () => {
    for (const password of ['courtside-club@club.org', 'Courtside Club']) {
      const res = await signUp(t, { email: 'courtside-club@club.org', name: 'Courtside Club', password });
      expect(res.status, password).toBe(400);
      expect(res.body.code).toBe('PASSWORD_TOO_WEAK');
    }
  });

  it('is refused on reset; the link still works for a strong one', async () => {
    await createAccount(t, 'reset@club.org');
    const token = await resetTokenFor(t, 'reset@club.org');
    const weak = await browser(t).hop('POST', '/api/auth/reset-password', { token, newPassword: '12345678' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject(TOO_WEAK);
    expect((await signIn(t, 'reset@club.org', '12345678')).res.status).toBe(401);
    const strong = await browser(t).hop('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'gravel-lantern-orbit',
    });
    expect(strong.status).toBe(200);
    expect((await signIn(t, 'reset@club.org', 'gravel-lantern-orbit')).res.status).toBe(200);
  });

  it('is refused on change, and the old password stays', async () => {
    const { browser: signedIn } = await createAccount(t, 'change@club.org');
    const res = await signedIn.hop('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'password',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(TOO_WEAK);
    expect((await signIn(t, 'change@club.org', PASSWORD)).res.status).toBe(200);
  });

  it('leaves too short and too long to their own messages', async () => {
    expect((await signUp(t, { email: 'short@club.org', password: '1234567' })).body.code).toBe(
      'PASSWORD_TOO_SHORT',
    );
    expect((await signUp(t, { email: 'long@club.org', password: 'a'.repeat(129) })).body.code).toBe(
      'PASSWORD_TOO_LONG',
    );
  });
});
