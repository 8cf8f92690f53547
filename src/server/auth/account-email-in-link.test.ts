import { describe, expect, it } from 'vitest';
import { resetLinkWithEmail, withEmail } from './account-email-in-link.ts';

describe('the account email in a reset link (decision 0188)', () => {
  it('reaches the page the link leads to intact, a plus address included', () => {
    const link = resetLinkWithEmail(
      'https://club.example/api/auth/reset-password/tok123?callbackURL=%2Fauth',
      'sam+club@example.org',
    );
    // What better-auth does when the link is opened: its callbackURL, with the token added.
    const callback = new URL(new URL(link).searchParams.get('callbackURL') ?? '', 'https://club.example');
    callback.searchParams.set('token', 'tok123');
    expect(callback.pathname).toBe('/auth');
    expect(callback.searchParams.get('email')).toBe('sam+club@example.org');
    expect(callback.searchParams.get('token')).toBe('tok123');
  });

  it('leaves a link without a page to lead to as it is', () => {
    const link = 'https://club.example/api/auth/reset-password/tok123';
    expect(resetLinkWithEmail(link, 'a@b.org')).toBe(link);
  });

  it('adds the email to a path that has a query already', () => {
    const path = withEmail('/auth?token=abc&confirmed=1', 'o@club.org');
    const url = new URL(path, 'https://club.example');
    expect(url.searchParams.get('token')).toBe('abc');
    expect(url.searchParams.get('confirmed')).toBe('1');
    expect(url.searchParams.get('email')).toBe('o@club.org');
  });
});
