// Serves the built React app (dist/web): files as they are, and index.html for every app route
// (history fallback), with the runtime settings the screens need in a meta tag — no inline script.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { googleConfigured } from '../auth/auth.ts';
import type { Config } from '../config.ts';

export const WEB_ROOT = path.resolve(import.meta.dirname, '../../../dist/web');

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderIndexHtml(template: string, config: Config): string {
  const settings = {
    appName: config.appName,
    clubTimeZone: config.clubTimeZone,
    publicUrl: config.publicUrl,
    googleEnabled: googleConfigured(config),
  };
  return template
    .replace(
      '<meta name="courtside-config" content="{}"',
      `<meta name="courtside-config" content="${escapeAttr(JSON.stringify(settings))}"`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(config.appName)}</title>`);
}

export async function registerSpa(app: FastifyInstance, config: Config, webRoot = WEB_ROOT): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? renderIndexHtml(readFileSync(indexFile, 'utf8'), config) : null;

  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing file (old tab after a deploy asking for a replaced asset) is a 404, never index.html.
    const looksLikeFile =
      url !== '/index.html' && (url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url));
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !looksLikeFile;
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    if (!indexHtml) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
