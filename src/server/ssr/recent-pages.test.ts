import { describe, expect, it } from 'vitest';
import { SharedBody } from '../shared-body.ts';
import { momentOf, PAGE_MOMENT_MS, RecentPages } from './recent-pages.ts';

const page = (html: string) => ({ body: new SharedBody(html, 'text/html'), status: 200 });

describe('the pages rendered in the last moment', () => {
  it('hands a page out again only for the same key in the same moment', () => {
    const recent = new RecentPages();
    const now = momentOf(Date.UTC(2026, 10, 28, 14, 0, 1, 500));
    expect(now).toBe(Date.UTC(2026, 10, 28, 14, 0, 0));
    recent.set('a', now, page('A'));
    expect(recent.get('a', now)?.body.text).toBe('A');
    expect(recent.get('b', now)).toBeUndefined();
    expect(recent.get('a', now + PAGE_MOMENT_MS)).toBeUndefined();
    expect(momentOf(now + PAGE_MOMENT_MS - 1)).toBe(now);
  });

  it("lets an earlier moment's pages go as soon as a page of a later one comes, and keeps 32 at most", () => {
    const recent = new RecentPages();
    recent.set('old', 0, page('old'));
    recent.set('new', PAGE_MOMENT_MS, page('new'));
    expect(recent.size).toBe(1);
    for (let i = 0; i < 40; i++) recent.set(`p${i}`, PAGE_MOMENT_MS, page(String(i)));
    expect(recent.size).toBe(32);
    expect(recent.get('p39', PAGE_MOMENT_MS)?.body.text).toBe('39');
    expect(recent.get('p7', PAGE_MOMENT_MS)).toBeUndefined();
    expect(recent.get('p8', PAGE_MOMENT_MS)?.body.text).toBe('8');
  });
});
