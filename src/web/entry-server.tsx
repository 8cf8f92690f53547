// Server rendering of the public pages (decision 0033): the same routes and shell as the browser,
// rendered to HTML with the page's data already in the query cache.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { PageRenderModule } from '#core/page-render.ts';
import { AppShell } from './app.tsx';
import { config } from './lib/config.ts';
import { pageStateElement } from './lib/page-state.ts';
import { StaticRouter } from './lib/router.tsx';
import { AppRoutes, missingPage, serverRenderedLazyPages } from './routes.tsx';

export { pageReads } from './page-reads.ts';

/**
 * The page at `url` as HTML, or null when it cannot be rendered here. `settings` are
 * what index.html's meta tag gives the browser; `renderedAt` is the page's clock.
 */
export const render: PageRenderModule['render'] = async (url, data, settings, renderedAt) => {
  await Promise.all(serverRenderedLazyPages.map((page) => page.preload()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The read time is the pages' clock (lib/use-now.ts).
  for (const { queryKey, data: value } of data)
    queryClient.setQueryData(queryKey, value, { updatedAt: renderedAt });
  // Set right before the synchronous render, so two servers in one process never mix settings.
  Object.assign(config, settings);
  const html = renderToString(
    <AppShell queryClient={queryClient}>
      <StaticRouter location={url.pathname + url.search}>
        <AppRoutes />
      </StaticRouter>
    </AppShell>,
  );
  return {
    html,
    stateElement: pageStateElement(dehydrate(queryClient)),
    notFound: missingPage(url.pathname),
  };
};
