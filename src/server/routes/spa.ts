// Serves the built React app (dist/web): files as they are, and index.html for every app route
// (history fallback), with the runtime settings the screens need in a meta tag — no inline script.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { googleConfigured } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import { isApiPath, routedPath } from '../plugins/request-target.ts';
import { projectRoot } from '../project-root.ts';
import { escapeHtml } from '../ssr/escape-html.ts';
import { loadPageRenderer } from '../ssr/page-renderer.ts';

export const WEB_ROOT = path.join(projectRoot(), 'dist/web');

const webSettings = (config: Config) => ({
  appName: config.appName,
  clubTimeZone: config.clubTimeZone,
  currency: config.currency,
  publicUrl: config.publicUrl,
  reminderHours: config.reminders.hours,
  reminderQuiet: config.reminders.quiet,
  googleEnabled: googleConfigured(config),
});

export function renderIndexHtml(template: string, config: Config): string {
  const settings = webSettings(config);
  return template
    .replace(
      '<meta name="courtside-config" content="{}"',
      `<meta name="courtside-config" content="${escapeHtml(JSON.stringify(settings))}"`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.appName)}</title>`);
}

export async function registerSpa(app: FastifyInstance, config: Config, webRoot = WEB_ROOT): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? renderIndexHtml(readFileSync(indexFile, 'utf8'), config) : null;
  const renderPage = indexHtml ? await loadPageRenderer(app, indexHtml, webSettings(config), webRoot) : null;

  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      // dist/web holds a .br and a .gz beside each text asset (scripts/vite-precompress.ts).
      preCompressed: true,
      // The ETag answers a revalidation alone; Last-Modified was 46 more bytes on every file.
      lastModified: false,
      // The raw template lacks the runtime settings: /index.html is answered as an app page below.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'Not found' });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = routedPath(request);
    // A missing file (old tab after a deploy asking for a replaced asset) is a 404, never index.html.
    const looksLikeFile =
      url !== '/index.html' && (url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url));
    if (looksLikeFile || isApiPath(url)) return notFound(reply);
    if (!indexHtml) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    reply.type('text/html; charset=utf-8');
    const rendered = await renderPage?.(request).catch((err: unknown) => {
      // The browser can still render the page itself.
      request.log.error({ err }, 'server rendering failed');
      return null;
    });
    // A rendered page may show the visitor's own bookings: no shared cache may keep it.
    if (rendered)
      return rendered.body.send(
        request,
        reply.code(rendered.status).header('cache-control', 'private, no-cache'),
      );
    return reply.header('cache-control', 'no-cache').send(indexHtml);
  };
  // A route, not only the not-found handler, so pages go through the compression hook.
  app.get('/*', page);
  // /index.html lands here (the static plugin declines it), and so does everything else unknown.
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD' ? page(request, reply) : notFound(reply),
  );
}
