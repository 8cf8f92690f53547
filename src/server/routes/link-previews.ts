// The images chat apps show under a pasted link (decision 0035): GET /preview/{link}.png for a published
// session, /preview/club.png for the club. Kept in memory; a session's is drawn again at most once a
// minute (decision 0058).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CLUB_TAGLINE, previewFacts } from '#core/session-preview.ts';
import { type Drawing, PreviewCache, previewHeading } from '../preview/preview-cache.ts';
import { clubPreviewPng, sessionPreviewPng } from '../preview/preview-image.ts';
import { rosterOf } from '../services/public-sessions.ts';
import { findPublishedSession } from '../services/published.ts';
import type { RouteDeps } from './deps.ts';

const CACHE_CONTROL = 'public, max-age=300';

export const CLUB_PREVIEW_PATH = '/preview/club.png';
export const sessionPreviewPath = (link: string) => `/preview/${link}.png`;

export const linkPreviewRoutes =
  ({ db, config }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const previews = new PreviewCache();

    async function send(request: FastifyRequest, reply: FastifyReply, image: Drawing) {
      reply.header('etag', image.etag).header('cache-control', CACHE_CONTROL);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type('image/png').send(await image.png);
    }

    app.get('/preview/:file', async (request, reply) => {
      const { file } = request.params as { file: string };
      if (`/preview/${file}` === CLUB_PREVIEW_PATH) {
        const etag = `"club-${Buffer.from(config.appName).toString('base64url')}"`;
        const club = previews.drawing('club', etag, '', () => clubPreviewPng(config.appName, CLUB_TAGLINE));
        return send(request, reply, club);
      }
      const link = file.endsWith('.png') ? file.slice(0, -4) : '';
      const session = link ? await findPublishedSession(db, link) : undefined;
      if (!session) return reply.code(404).send({ error: 'Not found' });
      // The roster is read only to draw: a revalidation (304) or a kept drawing needs the row alone.
      const etag = `"${session.id}-${session.version}"`;
      const canceledReason = session.canceled_reason;
      const image = previews.drawing(
        session.id,
        etag,
        previewHeading({ ...session, canceledReason }),
        async () => {
          const bookings = await rosterOf(db, session);
          return sessionPreviewPng(config.appName, previewFacts({ ...session, bookings, canceledReason }));
        },
      );
      return send(request, reply, image);
    });
  };
