import { describe, expect, it } from 'vitest';
import { returnTo, signInPathFor } from './return-to.ts';

describe('returnTo', () => {
  it('goes back to the admin page asked for', () => {
    expect(returnTo('/admin/players?q=ann')).toBe('/admin/players?q=ann');
    expect(returnTo('/admin')).toBe('/admin');
  });

  it('never leaves the admin pages of this site', () => {
    for (const next of [
      null,
      '',
      '/',
      '/sessions',
      '//evil.test/admin',
      '/\\evil.test',
      'https://evil.test/admin',
      '/administrator',
      '/admin/../book/x',
      '/admin/..//evil.test',
    ])
      expect(returnTo(next)).toBe('/admin');
  });
});

describe('signInPathFor', () => {
  it('keeps the page the visitor was sent away from', () => {
    expect(signInPathFor('/admin', '')).toBe('/auth');
    expect(signInPathFor('/admin/players', '?q=a b')).toBe(
      `/auth?next=${encodeURIComponent('/admin/players?q=a b')}`,
    );
  });

  it('tells a confirmation link that failed', () => {
    expect(signInPathFor('/admin', '?error=INVALID_TOKEN')).toBe('/auth?confirm=failed');
  });
});
