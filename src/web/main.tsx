import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BOOKING_PAGES } from '#core/booking-link.ts';
import { AppShell } from './app.tsx';
import { config } from './lib/config.ts';
import { readPageState } from './lib/page-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import { BrowserRouter } from './lib/router.tsx';
import { visitorIdReady } from './lib/visitor-id.ts';
import { registerServiceWorker, VISITOR_PUSH } from './lib/web-push.ts';
import { AppRoutes } from './routes.tsx';
import './styles.css';

document.title ||= config.appName;

// Public pages know who the visitor is before their first booking call (docs/product/roles.md).
const path = window.location.pathname;
if (!path.startsWith('/admin') && !path.startsWith('/auth')) void visitorIdReady();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const pageState = readPageState();
if (pageState) hydrate(queryClient, pageState);
const app = (
  <StrictMode>
    <AppShell queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  </StrictMode>
);

// Booking pages keep working offline from their last visit (src/web/public/sw.js). The worker is
// registered once the page has loaded; a server-rendered page runs this after its paint (decision
// 0124), often after the load event.
if (path.startsWith(BOOKING_PAGES) && 'serviceWorker' in navigator) {
  const register = () => void registerServiceWorker(VISITOR_PUSH.scope).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

// A page the server rendered (public pages, decision 0033) is hydrated; any other starts empty.
// Hydrating under startTransition lets React yield every few milliseconds instead of holding the main thread
// for the whole page (decision 0113): the page is already on screen, taps are replayed once hydrated.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
