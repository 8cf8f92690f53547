// GET/PUT /api/user-session/preferences (docs/product/data.md, docs/product/api.md): the booking form's name rows, per visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import { byLink, visitorIdOf, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DEFAULT = [{ name: '', selected: true, isMainUser: true }];
const PATH = '/api/user-session/preferences';

describe('GET /api/user-session/preferences', () => {
  it('gives a new visitor one empty, selected main-user row', async () => {
    const res = await t.client().get(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ entries: DEFAULT });
  });

  it('gives a visitor with a cookie but nothing saved the same default', async () => {
    const { client } = await visitorWithCookie(t);
    expect((await client.get(PATH)).body).toEqual({ entries: DEFAULT });
  });
});

describe('PUT /api/user-session/preferences', () => {
  it('stores the rows and answers them back; a later GET from the same browser returns them', async () => {
    const { client } = await visitorWithCookie(t);
    const entries = [
      { name: 'Mia Jones', selected: true, isMainUser: true },
      { name: 'Leo Jones', selected: false, isMainUser: false },
      { name: 'Zoë Jones', selected: true, isMainUser: false },
    ];
    const put = await client.put(PATH, { entries });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ entries });
    expect((await client.get(PATH)).body).toEqual({ entries });
  });

  it('returns the same rows whichever session page the visitor opens next', async () => {
    const { client } = await visitorWithCookie(t);
    const entries = [{ name: 'Ava Williams', selected: true, isMainUser: true }];
    await client.put(PATH, { entries });
    const a = await makeSession(t.deps);
    const b = await makeSession(t.deps, { date: a.date, time: '07:00' });
    await byLink(client, a.link);
    expect((await client.get(PATH)).body).toEqual({ entries });
    await byLink(client, b.link);
    expect((await client.get(PATH)).body).toEqual({ entries });
  });

  it('replaces earlier rows on the next save', async () => {
    const { client } = await visitorWithCookie(t);
    await client.put(PATH, {
      entries: [
        { name: 'Old', selected: true, isMainUser: true },
        { name: 'Older', selected: true, isMainUser: false },
      ],
    });
    const entries = [{ name: 'New', selected: true, isMainUser: true }];
    await client.put(PATH, { entries });
    expect((await client.get(PATH)).body).toEqual({ entries });
  });

  it('keeps only the first flagged main user, and puts it first', async () => {
    const { client } = await visitorWithCookie(t);
    const put = await client.put(PATH, {
      entries: [
        { name: 'Kid One', selected: true, isMainUser: false },
        { name: 'Parent', selected: true, isMainUser: true },
        { name: 'Other Parent', selected: false, isMainUser: true },
      ],
    });
    expect(put.status).toBe(200);
    const got = (await client.get(PATH)).body.entries as { name: string; isMainUser: boolean }[];
    expect(got[0]).toMatchObject({ name: 'Parent', isMainUser: true });
    expect(got.filter((e) => e.isMainUser)).toHaveLength(1);
    expect(got.map((e) => e.name).sort()).toEqual(['Kid One', 'Other Parent', 'Parent']);
  });

  it('gives a visitor without a cookie one, so the rows are theirs from then on', async () => {
    const visitor = t.client();
    const entries = [{ name: 'First Timer', selected: true, isMainUser: true }];
    const put = await visitor.put(PATH, { entries });
    expect(put.status).toBe(200);
    expect(visitorIdOf(visitor)).toBeDefined();
    expect((await visitor.get(PATH)).body).toEqual({ entries });
  });

  it('never shows one visitor the rows of another', async () => {
    const owner = await visitorWithCookie(t);
    await owner.client.put(PATH, { entries: [{ name: 'Secret Sam', selected: true, isMainUser: true }] });
    const stranger = await visitorWithCookie(t);
    const res = await stranger.client.get(PATH);
    expect(res.body).toEqual({ entries: DEFAULT });
    expect(JSON.stringify((await t.client().get(PATH)).body)).not.toContain('Secret Sam');
  });

  it('remembers only names that can be booked: refused and too long family names are dropped, a refused main name left blank (decision 0061)', async () => {
    const { client } = await visitorWithCookie(t);
    const put = await client.put(PATH, {
      entries: [
        { name: 'R2-D2 <script>', selected: true, isMainUser: true },
        { name: 'Leo Jones', selected: false, isMainUser: false },
        { name: 'Robo 3000', selected: true, isMainUser: false },
        { name: 'L'.repeat(60), selected: true, isMainUser: false },
        { name: 'leo  jones', selected: true, isMainUser: false },
      ],
    });
    const kept = [
      { name: '', selected: true, isMainUser: true },
      { name: 'Leo Jones', selected: false, isMainUser: false },
    ];
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ entries: kept });
    expect((await client.get(PATH)).body).toEqual({ entries: kept });
  });

  it.each([
    ['no entries field', {}],
    ['entries not a list', { entries: 'Mia' }],
    ['an entry without its flags', { entries: [{ name: 'Mia' }] }],
    ['a flag that is not a boolean', { entries: [{ name: 'Mia', selected: 'yes', isMainUser: true }] }],
    ['a name that is not a string', { entries: [{ name: 7, selected: true, isMainUser: true }] }],
    ['an absurdly long name', { entries: [{ name: 'a'.repeat(10_000), selected: true, isMainUser: true }] }],
    [
      'hundreds of rows',
      {
        entries: Array.from({ length: 200 }, (_, i) => ({
          name: `N${i}`,
          selected: true,
          isMainUser: false,
        })),
      },
    ],
  ])('refuses %s with 400 {error} and keeps what was stored', async (_label, body) => {
    const { client } = await visitorWithCookie(t);
    const entries = [{ name: 'Kept', selected: true, isMainUser: true }];
    await client.put(PATH, { entries });
    const res = await client.put(PATH, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect((await client.get(PATH)).body).toEqual({ entries });
  });
});
