import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  CHECK_FIELDS,
  FALLBACK_AUTH_MESSAGE,
  googleFailureDescription,
  isResetLinkError,
} from './auth-errors.ts';

describe('authErrorMessage', () => {
  it('explains a weak password, wrong credentials and an unconfirmed email', () => {
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT', status: 400 })).toMatch(/at least 8 characters/);
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toBe(
      'Wrong email or password. Please try again.',
    );
    expect(authErrorMessage({ code: 'EMAIL_NOT_VERIFIED', status: 403 })).toMatch(/not confirmed/);
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS', status: 422 })).toMatch(/already exists/);
  });

  it('asks to wait on a rate limit, as long as the server says, and hides server failures behind the fallback', () => {
    expect(authErrorMessage({ status: 429 })).toMatch(/Too many attempts/);
    // An hour's mail limit: before, every 429 said 'wait a minute'.
    expect(
      authErrorMessage({ status: 429, error: 'Too many requests - please wait 59 minutes and try again.' }),
    ).toBe('Too many requests - please wait 59 minutes and try again.');
    expect(authErrorMessage({ status: 500, message: 'stack' })).toBe(FALLBACK_AUTH_MESSAGE);
  });

  it("turns better-auth's field checks into sentences, not '[body.email] …'", () => {
    expect(
      authErrorMessage({
        code: 'VALIDATION_ERROR',
        message: '[body.email] Invalid email address',
        status: 400,
      }),
    ).toBe('Please enter a valid email address.');
    expect(authErrorMessage({ code: 'VALIDATION_ERROR', message: '[body.name] Required', status: 400 })).toBe(
      CHECK_FIELDS,
    );
  });

  it("shows better-auth's own message for a code it does not know", () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Something new', status: 400 })).toBe(
      'Something new',
    );
  });

  it("shows the app's own { error } when the request was refused before better-auth ran", () => {
    expect(authErrorMessage({ status: 400, error: 'Invalid request - name: Name is required' })).toBe(
      'Invalid request - name: Name is required',
    );
  });
});

describe('isResetLinkError', () => {
  it('recognises the invalid-token redirect in either case', () => {
    expect(isResetLinkError('INVALID_TOKEN')).toBe(true);
    expect(isResetLinkError('invalid_token')).toBe(true);
    expect(isResetLinkError('google')).toBe(false);
  });
});

describe('googleFailureDescription', () => {
  it('points an address waiting for confirmation to its confirmation mail (decision 0059)', () => {
    expect(googleFailureDescription('account_not_linked')).toMatch(/waiting for confirmation/);
    expect(googleFailureDescription('ACCOUNT_NOT_LINKED')).toMatch(/open the link we emailed/);
  });

  it('says to try again later for any other failure', () => {
    expect(googleFailureDescription('access_denied')).toBe('Please try again later.');
  });
});
