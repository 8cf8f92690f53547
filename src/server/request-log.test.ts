import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './request-log.ts';

describe('withoutSecrets', () => {
  it('hides the token of an another-phone link, a reset link and a token query', () => {
    expect(withoutSecrets('/another-phone/abcDEF_123-x')).toBe('/another-phone/[hidden]');
    expect(withoutSecrets('/api/auth/reset-password/tok123?callbackURL=%2Fauth')).toBe(
      '/api/auth/reset-password/[hidden]?callbackURL=%2Fauth',
    );
    expect(withoutSecrets('/api/auth/verify-email?token=eyJ.abc&callbackURL=/admin')).toBe(
      '/api/auth/verify-email?token=[hidden]&callbackURL=/admin',
    );
    expect(withoutSecrets('/auth?confirmed=1&token=xyz')).toBe('/auth?confirmed=1&token=[hidden]');
  });

  it('leaves other addresses alone', () => {
    expect(withoutSecrets('/book/05-12-abc123')).toBe('/book/05-12-abc123');
    expect(withoutSecrets('/api/sessions?tokens=1')).toBe('/api/sessions?tokens=1');
  });
});
