import { describe, expect, it } from 'vitest';
import { SharedBody } from '../shared-body.ts';
import { momentOf, PAGE_MOMENT_MS, RecentPages } from './recent-pages.ts';

const page = (html: string) => Promise.resolve({ body: new SharedBody(html, 'text/html'), status: 200 });
const htmlOf = async (kept: ReturnType<RecentPages['get']>) => (await kept)?.body.text;
const M = PAGE_MOMENT_MS;

describe('the pages rendered in the last moment', () => {
  it('hands a page out again only for the same key in the same moment', async () => {
    const recent = new RecentPages();
    const now = momentOf(Date.UTC(2026, 10, 28, 14, 0, 1, 500));
    expect(now).toBe(Date.UTC(2026, 10, 28, 14, 0, 0));
    expect(momentOf(now + M - 1)).toBe(now);
    recent.set('a', now, page('A'));
    expect(await htmlOf(recent.get('a', now))).toBe('A');
    expect(recent.get('b', now)).toBeUndefined();
    expect(recent.get('a', now + M)).toBeUndefined();
  });

  it("lets an earlier moment's pages go as soon as a page of a later one comes, and keeps 32 at most", async () => {
    const recent = new RecentPages();
    recent.set('old', M, page('old'));
    recent.set('new', 2 * M, page('new'));
    expect(recent.size).toBe(1);
    for (let i = 0; i < 40; i++) recent.set(`p${i}`, 2 * M, page(String(i)));
    expect(recent.size).toBe(32);
    expect(await htmlOf(recent.get('p39', 2 * M))).toBe('39');
    expect(recent.get('p7', 2 * M)).toBeUndefined();
    expect(await htmlOf(recent.get('p8', 2 * M))).toBe('8');
  });

  it("keeps nothing of a render that began in an earlier moment, so it cannot push a later one's pages out", () => {
    const recent = new RecentPages();
    for (let i = 0; i < 10; i++) recent.set(`new${i}`, 2 * M, page(String(i)));
    recent.set('slow', M, page('slow'));
    expect(recent.size).toBe(10);
    expect(recent.get('slow', M)).toBeUndefined();
    expect(recent.get('new0', 2 * M)).toBeDefined();
  });

  it('hands callers who come during a render that same render, and lets a failed one go', async () => {
    const recent = new RecentPages();
    let finish: (html: string) => void = () => {};
    const rendering = new Promise<string>((resolve) => {
      finish = resolve;
    }).then((html) => ({ body: new SharedBody(html, 'text/html'), status: 200 }));
    recent.set('a', M, rendering);
    expect(recent.get('a', M)).toBe(rendering);
    finish('A');
    expect(await htmlOf(recent.get('a', M))).toBe('A');

    const failed = Promise.reject(new Error('render failed'));
    recent.set('b', M, failed);
    await expect(recent.get('b', M)).rejects.toThrow('render failed');
    await Promise.resolve();
    expect(recent.get('b', M)).toBeUndefined();
    expect(recent.size).toBe(1);
  });
});
