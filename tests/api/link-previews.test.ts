// Link previews (decision 0035): a pasted /book/{link} shows the session's facts and a 1200×630 PNG; the
// landing page and the sessions list show the club's; a link that is not a published session shows
// nothing private and answers 404.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signedInAccount } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
/** The default APP_NAME (src/server/config.ts). */
const APP = 'Tennis Fitness';
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The page's meta tags by property or name, as a chat app's crawler reads them. */
async function previewOf(path: string) {
  const res = await fetch(`${t.url}${path}`);
  const html = await res.text();
  const meta = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(m[1] as string, (m[2] as string).replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  }
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { status: res.status, meta, title, html };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function image(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('a booking link', () => {
  it('previews the session: title, date and time, location, counts, and its image', async () => {
    const session = await makeSession(t.deps, {
      title: 'Saturday Smash',
      date: '2099-12-05',
      time: '18:00',
      location: 'Court 1',
      capacity: 2,
    });
    const visitor = await visitorWithCookie(t);
    await book(visitor.client, session.id, ['Ann Lee', 'Ben Lee', 'Cai Lee']);

    const page = await previewOf(`/book/${session.link}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`12/05 Session - ${APP}`);
    expect(page.meta.get('og:title')).toBe('Saturday Smash');
    expect(page.meta.get('og:description')).toBe(
      'Saturday 5 December 2099, 06:00 pm - 07:00 pm · Court 1 · 2/2 confirmed · 1 waiting',
    );
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    expect(page.meta.get('og:url')).toBe(`${t.publicUrl}/book/${session.link}`);
    expect(page.html).toContain(`<link rel="canonical" href="${t.publicUrl}/book/${session.link}" />`);
    const imageUrl = page.meta.get('og:image') ?? '';
    expect(imageUrl).toBe(`${t.publicUrl}/preview/${session.link}.png`);

    const first = await image(imageUrl.replace(t.publicUrl, t.url));
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/png');
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
    expect(first.bytes.length).toBeLessThan(300 * 1024);

    // Unchanged: the crawler's copy is still good.
    const etag = first.res.headers.get('etag') ?? '';
    const again = await image(imageUrl.replace(t.publicUrl, t.url), { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
  });

  it('redraws a session’s image at most once a minute as its roster changes, at once when it is edited', async () => {
    const session = await makeSession(t.deps, { title: 'Busy Session', capacity: 2 });
    const url = `${t.url}/preview/${session.link}.png`;
    const first = await image(url);
    const etag = first.res.headers.get('etag') ?? '';
    const visitor = await visitorWithCookie(t);
    await book(visitor.client, session.id, ['Ann Lee', 'Ben Lee', 'Cai Lee']);

    // Within the minute: the kept drawing (and its tag), while the card's text is already current.
    const soon = await image(url);
    expect(soon.res.headers.get('etag')).toBe(etag);
    expect(soon.bytes.equals(first.bytes)).toBe(true);
    expect((await image(url, { 'if-none-match': etag })).res.status).toBe(304);
    expect((await previewOf(`/book/${session.link}`)).meta.get('og:description')).toContain(
      '2/2 confirmed · 1 waiting',
    );

    // A minute later: drawn again, with the counts of now.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const later = await image(url, { 'if-none-match': etag });
      expect(later.res.status).toBe(200);
      expect(later.res.headers.get('etag')).not.toBe(etag);
      expect(later.bytes.equals(first.bytes)).toBe(false);
    } finally {
      vi.useRealTimers();
    }

    // An edit of what the card heads with (title, date, time, place, capacity) is drawn at once.
    const drawn = await image(url);
    const edited = await t.client().put(
      `/api/sessions/${session.id}`,
      {
        title: 'Renamed Session',
        date: session.date,
        time: session.time,
        location: session.location,
        capacity: 2,
      },
      bearer((await signedInAccount(t, { email: 'owner@courtside.test' })).token),
    );
    expect(edited.status).toBe(200);
    const renamed = await image(url);
    expect(renamed.res.headers.get('etag')).not.toBe(drawn.res.headers.get('etag'));
    expect(renamed.bytes.equals(drawn.bytes)).toBe(false);

    // Rained off: the card says so at once, in its text and its image (decision 0080).
    const rainedOff = await t
      .client()
      .post(
        `/api/sessions/${session.id}/cancel`,
        { reason: 'Rain' },
        bearer((await signedInAccount(t, { email: 'owner@courtside.test' })).token),
      );
    expect(rainedOff.status).toBe(200);
    expect((await previewOf(`/book/${session.link}`)).meta.get('og:description')).toMatch(
      / · Canceled: Rain$/,
    );
    const canceled = await image(url);
    expect(canceled.res.headers.get('etag')).not.toBe(renamed.res.headers.get('etag'));
    expect(canceled.bytes.equals(renamed.bytes)).toBe(false);
  });

  it('previews nothing private for an unknown or unpublished link, and answers 404', async () => {
    const hidden = await makeSession(t.deps, { title: 'Secret Squad Session', isPublished: false });
    for (const link of [hidden.link, '12-31-nosuch']) {
      const page = await previewOf(`/book/${link}`);
      expect(page.status).toBe(404);
      expect(page.html).not.toContain('Secret Squad Session');
      expect(page.meta.get('og:image')).toBe(`${t.publicUrl}/preview/club.png`);
      expect((await fetch(`${t.url}/preview/${link}.png`)).status).toBe(404);
    }
  });
});

describe('the club’s own pages', () => {
  it('preview the club on / and /sessions, with a club image', async () => {
    for (const path of ['/', '/sessions']) {
      const page = await previewOf(path);
      expect(page.status).toBe(200);
      expect(page.meta.get('og:title')).toBe(`${APP} Booking`);
      expect(page.meta.get('og:url')).toBe(`${t.publicUrl}${path}`);
      expect(page.meta.get('og:image')).toBe(`${t.publicUrl}/preview/club.png`);
    }
    const club = await image(`${t.url}/preview/club.png`);
    expect(pngSize(club.bytes)).toEqual({ width: 1200, height: 630 });
    expect((await fetch(`${t.url}/preview/nothing-here`)).status).toBe(404);
  });
});
