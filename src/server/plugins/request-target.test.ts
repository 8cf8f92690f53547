import { describe, expect, it } from 'vitest';
import { httpAnswerOf } from '../errors.ts';
import { decideTarget, NOT_THIS_SITE } from './request-target.ts';

/** The HTTP answer of the target's refusal, if it has one. */
const answerOf = (url: string, hosts = 1, ownHost = 'club.org') => {
  const { refusal } = decideTarget(url, hosts, ownHost);
  return refusal && httpAnswerOf(refusal);
};
const refusalOf = (url: string) => answerOf(url)?.body;

describe('decideTarget (decision 0050)', () => {
  it('serves an absolute-form target naming our host as its path, default port spelled or not', () => {
    for (const url of ['http://club.org/api/health?x=1', 'HTTPS://CLUB.ORG:443/api/health?x=1']) {
      expect(decideTarget(url, 1, 'club.org')).toEqual({ path: '/api/health', url: '/api/health?x=1' });
    }
    expect(decideTarget('http://club.org', 1, 'club.org')).toEqual({ path: '/', url: '/' });
    expect(decideTarget('http://club.org?x', 1, 'club.org')).toEqual({ path: '/', url: '/?x' });
  });

  it('refuses another host, another port, user info and targets that are no path', () => {
    for (const url of [
      'http://evil.test/api/health',
      'http://club.org:8080/api/health',
      'http://me@club.org/api/health',
      'ftp://club.org/api/health',
      '*',
      'club.org:443',
    ]) {
      expect(refusalOf(url), url).toEqual({ error: NOT_THIS_SITE });
    }
  });

  it('reads the path as the router does: escapes decoded, reserved ones and %25 kept', () => {
    expect(decideTarget('/%61pi/health', 1, 'club.org').path).toBe('/api/health');
    expect(decideTarget('/b/caf%C3%A9', 1, 'club.org')).toEqual({ path: '/b/café', url: '/b/caf%C3%A9' });
    expect(decideTarget('/b/a%2Fb%25c', 1, 'club.org').path).toBe('/b/a%2Fb%25c');
  });

  it('answers 404 for an API path in any spelling but its plain one; pages keep theirs', () => {
    for (const url of ['/%61pi/health', '/api/./health', '/api//health', '/api/health/', '/api/%20']) {
      expect(answerOf(url)?.status, url).toBe(404);
    }
    expect(refusalOf('/api/sessions/by-link/01-02-abc123?x=%20')).toBeUndefined();
    expect(refusalOf('/b/caf%C3%A9')).toBeUndefined();
  });

  it('refuses a second Host header, a NUL and a fragment with 400', () => {
    expect(answerOf('/api/health', 2)?.status).toBe(400);
    expect(refusalOf('/api/health?x=%00')).toMatchObject({ error: expect.stringContaining('NUL') });
    expect(answerOf('/book/x#y')?.status).toBe(400);
  });
});
