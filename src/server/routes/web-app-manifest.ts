// The installable app (decision 0036): /manifest.webmanifest with the club's own name, and its icons drawn
// from the app's tennis ball (resvg, once per process) — 192 and 512 px, and a maskable one with the
// safe-zone padding Android's launcher shapes need.
import { Resvg } from '@resvg/resvg-js';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from './deps.ts';

const THEME = '#14532d';
const BALL =
  '<circle cx="16" cy="16" r="15" fill="#bef264" stroke="#14532d" stroke-width="2"/>' +
  '<path d="M5 7c6 4 6 14 0 18M27 7c-6 4-6 14 0 18" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>';

export const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

function iconSvg(purpose: 'any' | 'maskable'): string {
  // Maskable: a full-bleed background, the ball inside the central 80 % circle a launcher keeps.
  const body =
    purpose === 'maskable'
      ? `<rect width="40" height="40" fill="${THEME}"/><g transform="translate(8 8) scale(0.75)">${BALL}</g>`
      : `<g transform="translate(4 4)">${BALL}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${body}</svg>`;
}

export const webAppManifestRoutes =
  ({ config }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const manifest = JSON.stringify({
      name: `${config.appName} Booking`,
      short_name: config.appName,
      description: "Book your spot in the club's group tennis-fitness sessions.",
      id: '/',
      start_url: '/sessions',
      scope: '/',
      display: 'standalone',
      theme_color: THEME,
      background_color: '#ffffff',
      icons: ICONS.map((i) => ({
        src: `/icons/${i.file}`,
        sizes: `${i.size}x${i.size}`,
        type: 'image/png',
        purpose: i.purpose,
      })),
    });
    const drawn = new Map<string, Buffer>(
      ICONS.map((i) => [
        i.file,
        new Resvg(iconSvg(i.purpose), { fitTo: { mode: 'width', value: i.size } }).render().asPng(),
      ]),
    );

    app.get('/manifest.webmanifest', (_request, reply) =>
      reply.type('application/manifest+json').header('cache-control', 'public, max-age=3600').send(manifest),
    );
    app.get('/icons/:file', (request, reply) => {
      const png = drawn.get((request.params as { file: string }).file);
      if (!png) return reply.code(404).send({ error: 'Not found' });
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    });
  };
