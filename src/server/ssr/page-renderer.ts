// Server-rendered public pages (decision 0033): the renderer Vite built from src/web/entry-server.tsx
// (dist/server), fed with the same API answers the browser would have asked for, spliced into the
// built index.html with those answers embedded as JSON data (not script: the CSP stays strict).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRead, PageRenderModule } from '#core/page-render.ts';
import type { SessionDto } from '#core/schemas.ts';
import type { WebSettings } from '#core/web-settings.ts';
import { VISITOR_COOKIE } from '../auth/visitor.ts';
import { PER_REQUEST_BROTLI_QUALITY } from '../plugins/compression.ts';
import { SharedBody } from '../shared-body.ts';
import { escapeHtml } from './escape-html.ts';
import { hydrationAfterPaint } from './hydrate-after-paint.ts';
import { clubPreviewHead, sessionPreviewHead } from './preview-tags.ts';
import { momentOf, RecentPages, type RenderedPage } from './recent-pages.ts';

/** Where `vite build --ssr` puts the renderer, beside the browser build (dist/web). */
export const rendererBeside = (webRoot: string) => path.resolve(webRoot, '../server/entry-server.js');

/** Screens that need a signed-in admin render in the browser only (their code loads on demand). */
// Case-insensitive, as the router's matching is: /Admin/players is the admin's page too.
const BROWSER_ONLY = /^\/(admin|auth)(\/|$)/i;
const ROOT = '<div id="root"></div>';
const HTML = 'text/html; charset=utf-8';

export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

/** The page renderer, or null when the server renderer is not built (the browser renders then). */
export async function loadPageRenderer(
  app: FastifyInstance,
  template: string,
  settings: WebSettings,
  webRoot: string,
): Promise<PageRenderer | null> {
  const file = rendererBeside(webRoot);
  if (!existsSync(file) || !template.includes(ROOT)) return null;
  const page = hydrationAfterPaint(template, webRoot);
  // src/web/entry-server.tsx as Vite compiled it.
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderModule;

  async function read(request: FastifyRequest, want: PageRead): Promise<Read> {
    const answer = await app.inject({
      method: 'GET',
      url: `/api${want.apiPath}`,
      // The visitor's own view (their bookings marked), counted against their own address.
      headers: { cookie: request.headers.cookie ?? '', 'accept-encoding': 'identity' },
      remoteAddress: request.ip,
    });
    return { want, status: answer.statusCode, body: answer.statusCode === 200 ? answer.body : '' };
  }

  async function renderPage(url: URL, reads: Read[], moment: number): Promise<RenderedPage | null> {
    const data = reads.map((r) => ({
      ...r,
      data: r.status === 200 ? (JSON.parse(r.body) as unknown) : null,
    }));
    const rendered = await renderer.render(url, data.flatMap(cached), settings, moment);
    if (!rendered) return null;
    const pageSession = data.find((r) => r.want.isPageSession);
    const head =
      pageSession?.status === 200
        ? sessionPreviewHead(settings, pageSession.data as SessionDto)
        : clubPreviewHead(settings, url.pathname, rendered.notFound === 'page');
    const html = page
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace('</head>', () => `${head.tags}</head>`)
      // Functions, so a `$&` in a player's name is not read as a replacement pattern.
      .replace(ROOT, () => `<div id="root">${rendered.html}</div>${rendered.stateElement}`);
    return {
      // At the hook's quality: most pages are a returning player's own, compressed once. One call
      // takes half the hook's stream's time (0.13 against 0.26 ms for a 17 KB page).
      body: new SharedBody(html, HTML, PER_REQUEST_BROTLI_QUALITY),
      // A missing session, an unknown path, or a booking link no session can have (decisions 0035, 0184).
      status: pageSession?.status === 404 || rendered.notFound !== undefined ? 404 : 200,
    };
  }

  const recent = new RecentPages();
  return async (request) => {
    const url = new URL(request.url, settings.publicUrl);
    if (BROWSER_ONLY.test(url.pathname)) return null;
    const isVisitor = request.cookies[VISITOR_COOKIE] !== undefined;
    const wanted = renderer.pageReads(url.pathname).filter((want) => isVisitor || !want.visitorsOwn);
    const reads = await Promise.all(wanted.map((want) => read(request, want)));
    const moment = momentOf(Date.now());
    // Everything the page is rendered from, this caller's own answers included.
    const key = [
      url.pathname + url.search,
      ...reads.map((r) => `${r.want.apiPath} ${r.status} ${r.body}`),
    ].join('\n');
    const kept = recent.get(key, moment);
    if (kept) return kept;
    const rendering = renderPage(url, reads, moment);
    recent.set(key, moment, rendering);
    return rendering;
  };
}

type Read = { want: PageRead; status: number; body: string };

/** What the page's query cache starts with: answers, and a 404 where it means "not found". */
function cached({ want, status, data }: Read & { data: unknown }) {
  if (status === 200) return [{ queryKey: want.queryKey, data }];
  if (status === 404 && want.notFoundIsNull) return [{ queryKey: want.queryKey, data: null }];
  // Anything else (a 429, say): the browser asks again itself.
  return [];
}
