// The images chat apps show under a pasted link (issue 12): GET /preview/{link}.png for a published
// session, /preview/club.png for the club. Drawn once per session version, then kept in memory.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CLUB_TAGLINE, previewFacts } from '../../core/session-preview.ts';
import { clubPreviewPng, sessionPreviewPng } from '../preview/preview-image.ts';
import { findPublishedSession, rosterOf } from '../services/public-sessions.ts';
import type { RouteDeps } from './deps.ts';

/** Enough for every session a club has open; the oldest drawing goes first. */
const KEPT_IMAGES = 200;
const CACHE_CONTROL = 'public, max-age=300';

export const CLUB_PREVIEW_PATH = '/preview/club.png';
export const sessionPreviewPath = (link: string) => `/preview/${link}.png`;

export const linkPreviewRoutes =
  ({ db, config }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const kept = new Map<string, Promise<Buffer>>();
    /** The drawing for `etag`, drawn at most once while kept (a rush of crawlers shares one). */
    function drawing(etag: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      let image = kept.get(etag);
      if (!image) {
        image = draw();
        image.catch(() => kept.delete(etag));
        kept.set(etag, image);
        if (kept.size > KEPT_IMAGES) kept.delete(kept.keys().next().value as string);
      }
      return image;
    }

    async function send(
      request: FastifyRequest,
      reply: FastifyReply,
      etag: string,
      draw: () => Promise<Buffer>,
    ) {
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(await drawing(etag, draw));
    }

    app.get('/preview/:file', async (request, reply) => {
      const { file } = request.params as { file: string };
      if (`/preview/${file}` === CLUB_PREVIEW_PATH) {
        return send(request, reply, `"club-${Buffer.from(config.appName).toString('base64url')}"`, () =>
          clubPreviewPng(config.appName, CLUB_TAGLINE),
        );
      }
      const link = file.endsWith('.png') ? file.slice(0, -4) : '';
      const session = link ? await findPublishedSession(db, link) : undefined;
      if (!session) return reply.code(404).send({ error: 'Not found' });
      // The roster is read only to draw: a revalidation (304) or a kept drawing needs the version alone.
      return send(request, reply, `"${session.id}-${session.version}"`, async () => {
        const bookings = await rosterOf(db, session);
        return sessionPreviewPng(config.appName, previewFacts({ ...session, bookings }));
      });
    });
  };
