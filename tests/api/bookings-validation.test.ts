// POST /api/sessions/{id}/bookings: the spec's name messages (docs/product/validation.md), and bad requests that must be
// refused cleanly (docs/product/api.md: 400 / 413 / 415, never 500) — with nothing booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import {
  book,
  byLink,
  hasStackTrace,
  INVALID_NAMES_PREFIX,
  NO_NEW_NAMES,
  namesOf,
  rawRequest,
  visitorWithCookie,
} from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bookedNames = async (link: string) => namesOf(await byLink(t.client(), link));

describe('POST /api/sessions/{id}/bookings — name messages', () => {
  it('names a name with invalid characters in the spec’s message', async () => {
    const session = await makeSession(t.deps);
    const res = await book(t.client(), session.id, ['R2D2']);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: `${INVALID_NAMES_PREFIX} (R2D2 (Name contains invalid characters))`,
    });
  });

  it('names a very long name as too long, with the rule’s own text', async () => {
    const session = await makeSession(t.deps);
    const long = 'C'.repeat(300);
    const res = await book(t.client(), session.id, ['Ann', long]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `${INVALID_NAMES_PREFIX} (${long} (Name too long))` });
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it.each([11, 60])('answers %i names at once with the at-most-10 text', async (count) => {
    const session = await makeSession(t.deps);
    const letter = (n: number) => String.fromCharCode(65 + (n % 26));
    const names = Array.from({ length: count }, (_, i) => `Player ${letter(i)}${letter(Math.floor(i / 26))}`);
    const res = await book(t.client(), session.id, names);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'You can book at most 10 names at once.' });
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it('refuses a name without a letter, such as a lone full stop', async () => {
    const session = await makeSession(t.deps);
    const res = await book(t.client(), session.id, ['Ann', '.']);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `${INVALID_NAMES_PREFIX} (. (Name must contain a letter))` });
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it('names a 51-character name as too long', async () => {
    const session = await makeSession(t.deps);
    const long = 'B'.repeat(51);
    const res = await book(t.client(), session.id, [long]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `${INVALID_NAMES_PREFIX} (${long} (Name too long))` });
  });

  it('counts characters, not bytes: 50 accented letters fit, 51 do not', async () => {
    const session = await makeSession(t.deps);
    expect((await book(t.client(), session.id, ['é'.repeat(50)])).status).toBe(201);
    const res = await book(t.client(), session.id, ['é'.repeat(51)]);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('(Name too long)');
  });

  it('measures the name after trimming', async () => {
    const session = await makeSession(t.deps);
    const res = await book(t.client(), session.id, [`   ${'C'.repeat(50)}   `]);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['C'.repeat(50)]);
  });

  it('lists every bad name in one combined message and books none of the request', async () => {
    const session = await makeSession(t.deps);
    const long = 'D'.repeat(51);
    const res = await book(t.client(), session.id, ['Good Name', 'Bad<script>', long, 'Also Good']);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: `${INVALID_NAMES_PREFIX} (Bad<script> (Name contains invalid characters), ${long} (Name too long))`,
    });
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it.each([
    ['digits', 'Ann 2'],
    ['an @', 'ann@example.com'],
    ['an emoji', 'Ann 😀'],
    ['a comma', 'Lee, Ann'],
    ['an underscore', 'ann_lee'],
    ['angle brackets', '<b>Ann</b>'],
    ['a control character', 'Ann\u0007Lee'],
  ])('refuses a name with %s and books nothing of the request', async (_label, bad) => {
    const session = await makeSession(t.deps);
    const res = await book(t.client(), session.id, ['Fine Name', bad]);
    expect(res.status).toBe(400);
    expect(res.body.error.startsWith(INVALID_NAMES_PREFIX)).toBe(true);
    expect(res.body.error).toContain('(Name contains invalid characters)');
    expect(await bookedNames(session.link)).toEqual([]);
  });
});

describe('POST /api/sessions/{id}/bookings — invisible and look-alike names (decision 0018)', () => {
  it.each([
    ['a Hangul filler', '\u3164'],
    ['a halfwidth Hangul filler', '\uffa0'],
  ])('takes a name made only of %s as blank: nothing new to book', async (_label, blank) => {
    const session = await makeSession(t.deps);
    const res = await book(t.client(), session.id, [blank]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: NO_NEW_NAMES });
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it.each([
    ['a variation selector', 'Ann\ufe0f'],
    ['a Mongolian variation selector', 'Ann\u180b'],
    ['a combining grapheme joiner', 'Ann\u034f'],
  ])('books "Ann" with %s as plain "Ann", the same person as "Ann"', async (_label, lookAlike) => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    const res = await book(client, session.id, [lookAlike]);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['Ann']);
    const again = await book(client, session.id, ['Ann']);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: NO_NEW_NAMES });
    const stored = await t.db.db
      .selectFrom('bookings')
      .select(['name', 'name_key'])
      .where('session_id', '=', session.id)
      .execute();
    expect(stored).toEqual([{ name: 'Ann', name_key: 'ann' }]);
  });

  it('refuses a letter under 49 stacked combining marks', async () => {
    const session = await makeSession(t.deps);
    const zalgo = `Z${'\u0301\u0302\u0303\u0304\u0306\u0307\u0308'.repeat(7)}`;
    const res = await book(t.client(), session.id, [zalgo]);
    expect(res.status).toBe(400);
    expect(res.body.error.startsWith(INVALID_NAMES_PREFIX)).toBe(true);
    expect(res.body.error).toContain('(Name has too many accents on one letter)');
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it('still books real names with stacked accents: Vietnamese, Devanagari, Thai', async () => {
    const session = await makeSession(t.deps);
    const names = ['Nguye\u0302\u0303n Thi\u0323', 'प्रियंका', 'สมศักดิ์'];
    const res = await book(t.client(), session.id, names);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(names.map((n) => n.normalize('NFC')));
  });
});

describe('POST /api/sessions/{id}/bookings — malformed requests', () => {
  const post = (sessionId: string, body: string, contentType = 'application/json') =>
    rawRequest(t, 'POST', `/api/sessions/${sessionId}/bookings`, body, { 'content-type': contentType });

  it.each([
    ['a body that is not JSON', '{names: [Ann]'],
    ['an empty JSON body', ''],
    ['JSON null', 'null'],
    ['a JSON list', '["Ann"]'],
    ['a JSON string', '"Ann"'],
    ['no names field', '{}'],
    ['names as a string', '{"names":"Ann"}'],
    ['names as numbers', '{"names":[1,2]}'],
    ['a null name', '{"names":[null]}'],
    ['a name object', '{"names":[{"name":"Ann"}]}'],
    ['names as an object', '{"names":{"0":"Ann"}}'],
    ['a name far too long to be a name', JSON.stringify({ names: ['x'.repeat(5000)] })],
  ])('answers %s with 400 {error}, never 500, and books nothing', async (_label, body) => {
    const session = await makeSession(t.deps);
    const res = await post(session.id, body);
    expect(res.status).toBe(400);
    expect(typeof res.json?.error).toBe('string');
    expect(hasStackTrace(res.text)).toBe(false);
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it('answers a body over 16 KB with 413 and books nothing', async () => {
    const session = await makeSession(t.deps);
    const body = JSON.stringify({ names: ['Ann', 'x'.repeat(17 * 1024)] });
    const res = await post(session.id, body);
    expect(res.status).toBe(413);
    expect(typeof res.json?.error).toBe('string');
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it('answers a form-encoded body with 415, not 500', async () => {
    const session = await makeSession(t.deps);
    const res = await post(session.id, 'names=Ann', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(typeof res.json?.error).toBe('string');
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it('does not take a text/plain body (what a cross-site form can send) as JSON', async () => {
    const session = await makeSession(t.deps);
    const res = await post(session.id, '{"names":["Ann"]}', 'text/plain');
    expect([400, 415]).toContain(res.status);
    expect(typeof res.json?.error).toBe('string');
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it('answers a body with no content type with a 4xx, not 500', async () => {
    const session = await makeSession(t.deps);
    const res = await rawRequest(t, 'POST', `/api/sessions/${session.id}/bookings`, undefined);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await bookedNames(session.link)).toEqual([]);
  });
});

describe('POST /api/sessions/{id}/bookings — cross-site requests', () => {
  it('refuses a request from another site’s page with 403 and books nothing', async () => {
    const session = await makeSession(t.deps);
    const visitor = t.client();
    for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const res = await book(visitor, session.id, ['Victim Vic'], { origin });
      expect(res.status, origin).toBe(403);
      expect(typeof res.body.error, origin).toBe('string');
    }
    expect(await bookedNames(session.link)).toEqual([]);
  });

  it('accepts a request from the app’s own origin', async () => {
    const session = await makeSession(t.deps);
    const res = await book(t.client(), session.id, ['Same Site Sue'], { origin: new URL(t.url).origin });
    expect(res.status).toBe(201);
    expect(await bookedNames(session.link)).toEqual(['Same Site Sue']);
  });

  it('accepts a request from the configured public origin', async () => {
    const session = await makeSession(t.deps);
    // startTestApp's PUBLIC_URL.
    const res = await book(t.client(), session.id, ['Public Pam'], { origin: 'http://127.0.0.1:3000' });
    expect(res.status).toBe(201);
  });
});
