// Admin passwords must be hard to guess, not only 8 characters long (decision 0052). zxcvbn-ts
// estimates the guesses a password takes, knowing common passwords, words, names, keyboard walks,
// dates and repeats: `password` and `12345678` score 0; below MIN_PASSWORD_SCORE is refused on
// sign-up, reset and change (better-auth's routes) and by the CLI's admin:create.

import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#core/passwords.ts';
import { onFirstUse } from '../on-first-use.ts';

/** zxcvbn's 3: "safely unguessable", about 10^8 guesses and more. */
export const MIN_PASSWORD_SCORE = 3;
export const PASSWORD_TOO_WEAK = 'PASSWORD_TOO_WEAK';
export const WEAK_PASSWORD_MESSAGE =
  'Password is too easy to guess: use a longer one, such as three or four unrelated words.';

// Loaded and built on first use: the dictionaries take a few tens of milliseconds to index and 6 MB of
// the server's memory, for the few requests that set a password (docs/benchmarks.md, issue 26).
const estimator = onFirstUse(async (): Promise<ZxcvbnFactory> => {
  const [core, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
  return new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
});

/** True when `password` is too easy to guess; `related` (email, name, club name) is guessed first. */
export async function isWeakPassword(password: string, related: readonly unknown[] = []): Promise<boolean> {
  const inputs = related.filter((s): s is string => typeof s === 'string' && s !== '');
  return (await estimator()).check(password, inputs).score < MIN_PASSWORD_SCORE;
}

/** The body field that carries a new password, per better-auth route. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * better-auth's `hooks.before`: refuses a weak new password with 400 in better-auth's own error shape.
 * Too short or too long is left to better-auth's own check and message.
 */
export const refuseWeakPasswords = (appName: string) =>
  createAuthMiddleware(async (ctx) => {
    const field = NEW_PASSWORD_FIELD[ctx.path];
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const password = field ? body[field] : undefined;
    if (typeof password !== 'string') return;
    if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return;
    if (await isWeakPassword(password, [body.email, body.name, appName])) {
      throw new APIError('BAD_REQUEST', { message: WEAK_PASSWORD_MESSAGE, code: PASSWORD_TOO_WEAK });
    }
  });
