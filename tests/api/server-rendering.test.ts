// Server-rendered public pages (decision 0033): /book/{link}, / and /sessions arrive as HTML that
// already shows the content, with the data the page was rendered from embedded as JSON (never as
// script), equal to what the API answers the same visitor.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionSummaryDto } from '#core/schemas.ts';
import { WEB_ROOT } from '../../src/server/routes/spa.ts';
import { rendererBeside } from '../../src/server/ssr/page-renderer.ts';
import { momentOf, PAGE_MOMENT_MS } from '../../src/server/ssr/recent-pages.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, visitorWithCookie } from '../support/public-api.ts';
import { type Client, startTestApp, type TestApp } from '../support/test-app.ts';

if (!existsSync(rendererBeside(WEB_ROOT))) {
  throw new Error('dist/server/entry-server.js is missing: run `npm run build` before these tests.');
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Page = { status: number; html: string; headers: Headers; state: { queries: Query[] } | null };
type Query = { queryKey: unknown[]; state: { data: unknown } };

async function page(client: Client, path: string): Promise<Page> {
  const res = await client.get<string>(path, { accept: 'text/html' });
  const html = String(res.body);
  const state = /<script type="application\/json" id="courtside-state">([^<]*)<\/script>/.exec(html)?.[1];
  return { status: res.status, html, headers: res.headers, state: state ? JSON.parse(state) : null };
}

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];
const dataOf = (p: Page, key: string) => p.state?.queries.find((q) => q.queryKey[0] === key)?.state.data;

describe('the booking page', () => {
  it('shows the session and its names in the HTML, with the data the API gives the same visitor', async () => {
    const session = await makeSession(t.deps, { title: 'Server Rendered Fitness', capacity: 1 });
    const ann = await visitorWithCookie(t);
    expect((await book(ann.client, session.id, ['Ann Rendered', "Bo O'Neil-Smith"])).status).toBe(201);

    const seen = await page(ann.client, `/book/${session.link}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-cache');
    const root = rootOf(seen.html) ?? '';
    expect(root).toContain('Server Rendered Fitness');
    expect(root).toContain('Ann Rendered');
    expect(root).toContain('Bo O&#x27;Neil-Smith');
    expect(root).toContain('Your booking');
    const api = await ann.client.get(`/api/sessions/by-link/${session.link}`);
    expect(dataOf(seen, 'session-by-link')).toEqual(api.body);

    // Another visitor sees the same names, none of them marked as theirs.
    const other = await page(t.client(), `/book/${session.link}`);
    expect(rootOf(other.html)).toContain('Ann Rendered');
    expect(rootOf(other.html)).not.toContain('Your booking');
  });

  it("fills a returning visitor's form with the names they booked with, from the same answer as the API's (decision 0133)", async () => {
    const session = await makeSession(t.deps, { title: 'Remembered Rendered Fitness' });
    const pam = await visitorWithCookie(t);
    const entries = [
      { name: 'Pam Rendered', selected: true, isMainUser: true },
      { name: 'Kid Rendered', selected: true, isMainUser: false },
    ];
    expect((await pam.client.put('/api/user-session/preferences', { entries })).status).toBe(200);

    const seen = await page(pam.client, `/book/${session.link}`);
    const root = rootOf(seen.html) ?? '';
    expect(root).toContain('value="Pam Rendered"');
    expect(root).toContain('value="Kid Rendered"');
    const api = await pam.client.get('/api/user-session/preferences');
    expect(dataOf(seen, 'user-session')).toEqual(api.body);

    // Without the cookie there is nobody to remember: no read, a blank form.
    const stranger = await page(t.client(), `/book/${session.link}`);
    expect(dataOf(stranger, 'user-session')).toBeUndefined();
    expect(rootOf(stranger.html)).not.toContain('Pam Rendered');
  });

  it("hands one moment's page to callers given the same answers, never across a change or another caller's marks (decision 0142)", async () => {
    const session = await makeSession(t.deps, { title: 'Moment Fitness' });
    const path = `/book/${session.link}`;
    let pair: Page[] = [];
    // Two strangers' pages in one moment (a pair that straddles a moment's end is asked again).
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = momentOf(Date.now());
      pair = [await page(t.client(), path), await page(t.client(), path)];
      if (momentOf(Date.now()) === before) break;
    }
    const [first, second] = pair;
    expect(second?.html).toBe(first?.html);
    const state = first?.state?.queries[0]?.state as { dataUpdatedAt: number } | undefined;
    expect((state?.dataUpdatedAt ?? 1) % PAGE_MOMENT_MS).toBe(0);

    // A booking changes the answer, so the very next page shows it.
    const ann = await visitorWithCookie(t);
    expect((await book(ann.client, session.id, ['Ann Momentary'])).status).toBe(201);
    const stranger = await page(t.client(), path);
    expect(rootOf(stranger.html)).toContain('Ann Momentary');
    expect(rootOf(stranger.html)).not.toContain('Your booking');
    // Her own page marks her booking; the stranger's page after hers still does not.
    expect(rootOf((await page(ann.client, path)).html)).toContain('Your booking');
    expect(rootOf((await page(t.client(), path)).html)).not.toContain('Your booking');
  });

  it('keeps the CSP strict: every script is a file or JSON data, and no name can end the data early', async () => {
    const session = await makeSession(t.deps, { title: '</script><script>alert(1)</script> $& $` $1' });
    const seen = await page(t.client(), `/book/${session.link}`);
    for (const tag of seen.html.match(/<script[^>]*>/g) ?? []) {
      expect(tag).toMatch(/ src="|type="application\/json"/);
    }
    expect(seen.html).not.toContain('<script>alert(1)');
    expect((dataOf(seen, 'session-by-link') as { title: string }).title).toBe(session.title);
    expect(rootOf(seen.html)).toContain('$&amp; $` $1');
    expect(seen.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
  });

  it('renders Session Not Found for an unknown link, with the miss in the data', async () => {
    const seen = await page(t.client(), '/book/12-31-zzzzzz');
    expect(seen.status).toBe(404);
    expect(rootOf(seen.html)).toContain('Session Not Found');
    expect(dataOf(seen, 'session-by-link')).toBeNull();
  });

  it('answers 404 for a link no session can have and for a path no page has, as for an unknown session (decision 0184)', async () => {
    const malformed = await page(t.client(), '/book/zzzz-notreal');
    expect(malformed.status).toBe(404);
    expect(rootOf(malformed.html)).toContain('Session Not Found');
    const unknown = await page(t.client(), '/nope/xyz');
    expect(unknown.status).toBe(404);
    expect(rootOf(unknown.html)).toContain('Page Not Found');
    expect(unknown.html).toContain('<title>Page Not Found - ');
    // Judged as the router matches: no booking page at /book/ or two levels down; /BOOK/ is one.
    for (const path of ['/book/', '/book/12-31-zzzzzz/extra']) {
      const seen = await page(t.client(), path);
      expect(seen.status, path).toBe(404);
      expect(rootOf(seen.html), path).toContain('Page Not Found');
      expect(seen.html, path).toContain('<title>Page Not Found - ');
    }
    const session = await makeSession(t.deps, { title: 'Shouted Link Session' });
    const shouted = await page(t.client(), `/BOOK/${session.link}`);
    expect(shouted.status).toBe(200);
    expect(rootOf(shouted.html)).toContain('Shouted Link Session');
    expect(shouted.html).not.toContain('<title>Page Not Found');
    for (const known of ['/', '/sessions', '/terms'])
      expect((await page(t.client(), known)).status).toBe(200);
  });
});

describe('the other public pages', () => {
  it('lists the upcoming sessions in the HTML of /sessions', async () => {
    await makeSession(t.deps, { title: 'Listed Session Alpha' });
    const seen = await page(t.client(), '/sessions');
    expect(rootOf(seen.html)).toContain('Listed Session Alpha');
    const api = await t.client().get('/api/upcoming-sessions');
    expect(dataOf(seen, 'upcoming-sessions')).toEqual(api.body);
  });

  it('shows the next three upcoming sessions on the landing page, and leaves admin screens to the browser', async () => {
    for (const n of [1, 2, 3, 4]) await makeSession(t.deps, { title: `Landing Session ${n}` });
    const landing = await page(t.client(), '/');
    const root = rootOf(landing.html) ?? '';
    const api = (await t.client().get<SessionSummaryDto[]>('/api/upcoming-sessions')).body;
    expect(dataOf(landing, 'upcoming-sessions')).toEqual(api);
    expect(api.length).toBeGreaterThan(3);
    for (const s of api.slice(0, 3)) expect(root).toContain(`href="/book/${s.link}"`);
    for (const s of api.slice(3)) expect(root).not.toContain(`href="/book/${s.link}"`);
    expect(root.match(/>Book Session</g)).toHaveLength(3);
    const admin = await page(t.client(), '/admin');
    expect(admin.html).toContain('<div id="root"></div>');
    expect(admin.state).toBeNull();
  });
});

describe('the scripts of a page', () => {
  const entryScripts = (html: string) => html.match(/<script type="module"[^>]*>/g) ?? [];
  const srcOf = (script: string | undefined) => / src="([^"]+)"/.exec(script ?? '')?.[1] ?? '';

  it('load one file at low priority on a rendered page, at the default one for the admin shell (decision 0113)', async () => {
    const session = await makeSession(t.deps, { title: 'Hydrated Later' });
    for (const path of [`/book/${session.link}`, '/', '/sessions']) {
      const scripts = entryScripts((await page(t.client(), path)).html);
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0]).toContain('fetchpriority="low"');
    }
    const admin = entryScripts((await page(t.client(), '/admin')).html);
    expect(admin).toHaveLength(1);
    expect(admin[0]).not.toContain('fetchpriority');
  });

  it("on a rendered page, load the small entry that fetches the app after the paint, and name the app's file (decision 0124)", async () => {
    const appEntry = srcOf(entryScripts((await page(t.client(), '/admin')).html)[0]);
    expect(appEntry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const [script] = entryScripts((await page(t.client(), '/sessions')).html);
    expect(srcOf(script)).toMatch(/^\/assets\/hydrate-after-paint-[\w-]+\.js$/);
    expect(script).toContain(`data-app="${appEntry}"`);
    for (const file of [srcOf(script), appEntry]) {
      const res = await t.client().get<string>(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toContain('immutable');
    }
  });
});

describe('the renderer as built', () => {
  // React's development build took 1.7 times the CPU a page, and `npm start` runs without NODE_ENV
  // (decision 0141): the renderer brings its own production React instead of the one NODE_ENV picks.
  it('takes in React and everything it renders with, built for production', async () => {
    const dir = path.dirname(rendererBeside(WEB_ROOT));
    const files = [
      path.join(dir, 'entry-server.js'),
      ...readdirSync(path.join(dir, 'assets')).map((f) => path.join(dir, 'assets', f)),
    ];
    const code = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(f, 'utf8'));
    const packages = new Set(code.flatMap((c) => [...c.matchAll(/\bfrom "([^".][^"]*)"/g)].map((m) => m[1])));
    expect([...packages].filter((p) => !p?.startsWith('node:'))).toEqual(['zod']);
    const all = code.join('\n');
    expect(all).toContain('renderToString');
    expect(all).not.toMatch(/process\.env\.NODE_ENV/);
    // A warning only React's development build gives.
    expect(all).not.toContain('Each child in a list should have a unique');
  });
});
