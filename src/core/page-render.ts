// What the server and the web app's server renderer (src/web/entry-server.tsx, built by Vite into
// dist/server) agree on: the server asks which API reads a page needs, makes them, and hands the
// answers to `render` (decision 0033). The server only imports the built file, never src/web.
import type { WebSettings } from './web-settings.ts';

export type PageRead = {
  queryKey: readonly unknown[];
  /** The GET under /api that answers it, as the browser would ask. */
  apiPath: string;
  /** A 404 is an answer (the screen shows "not found"), cached as null. */
  notFoundIsNull: boolean;
  /** The session a booking page is about: its link preview, and a 404 page when it is missing. */
  isPageSession?: boolean;
  /**
   * The visitor's own data (their remembered names): read only for a request that carries the
   * visitor's cookie. Without one it would be the default, and the browser asks once it knows who
   * the visitor is.
   */
  visitorsOwn?: boolean;
};

/** The answers a page's query cache starts with. */
export type PageData = { queryKey: readonly unknown[]; data: unknown }[];

/** The app rendered to HTML, and the element carrying its query cache for hydration. */
export type RenderedApp = {
  html: string;
  stateElement: string;
  /**
   * Answered 404 (decision 0184): 'page' for a path no route has (the 404 page), 'booking-link' for a
   * booking page's link no session can have (the booking page says 'Invalid session link').
   */
  notFound?: MissingPage | undefined;
};

export type MissingPage = 'page' | 'booking-link';

/** The built renderer's exports. */
export type PageRenderModule = {
  /** Which API reads the page at `pathname` shows on its first paint. */
  pageReads: (pathname: string) => PageRead[];
  /**
   * The page at `url` as HTML, or null when it cannot be rendered here; its clock (and its data's
   * read time) is `renderedAt` (ms), so the same data at the same time renders the same page.
   */
  render: (
    url: URL,
    data: PageData,
    settings: WebSettings,
    renderedAt: number,
  ) => Promise<RenderedApp | null>;
};
