// The installable app (decision 0036): a manifest in the club's name with 192/512 px and maskable icons,
// linked from every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_NAME: 'Riverside Tennis' });
});
afterAll(async () => {
  await t?.close();
});

type Icon = { src: string; sizes: string; type: string; purpose: string };

describe('the web app manifest', () => {
  it('names the club and lists the icons an install needs', async () => {
    const res = await fetch(`${t.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: Icon[] };
    expect(manifest).toMatchObject({
      name: 'Riverside Tennis Booking',
      short_name: 'Riverside Tennis',
      start_url: '/sessions',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(`${t.url}${icon.src}`)).arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect((await fetch(`${t.url}/icons/nope.png`)).status).toBe(404);
  });

  it('is linked from the pages', async () => {
    const html = await (await fetch(`${t.url}/sessions`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
