// The service worker (docs/product/roles.md, docs/product/notifications.md): registered at /sw.js with scope /book/ for visitors and
// /admin/ for admins. It shows the push messages the server sends (already worded: title, body,
// the page to open, a tag so a message delivered twice shows once) and opens that page on a click.
// For the booking pages it also keeps the app shell (decision 0036): hashed assets from the cache, the page
// and its session from the network when it answers, else as last seen — so a booking page opened
// offline shows the last-known roster, and the page itself says it is offline.

const ASSETS = 'courtside-assets-v1';
const PAGES = 'courtside-pages-v1';
const KEPT_PAGES = 30;
const KEPT_ASSETS = 80;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function keep(cacheName, request, response, most) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - most))) await cache.delete(old);
}

/** Hashed assets never change: the cache first, then the network (kept for next time). */
async function assetFirst(event) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(keep(ASSETS, event.request, response.clone(), KEPT_ASSETS));
  return response;
}

/**
 * Pages and the session: the network while it answers, else the copy from the last visit. A session
 * the server no longer shows (404: unpublished, deleted) loses its copy, so an offline page cannot
 * bring it back.
 */
async function networkFirst(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(keep(PAGES, event.request, response.clone(), KEPT_PAGES));
    else if (response.status === 404)
      event.waitUntil(caches.open(PAGES).then((cache) => cache.delete(event.request)));
    return response;
  } catch (error) {
    const cached = await caches.match(event.request, { cacheName: PAGES });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) return event.respondWith(assetFirst(event));
  const isBookingPage = request.mode === 'navigate' && url.pathname.startsWith('/book/');
  const isSession = /^\/api\/sessions\/by-link\/[^/]+$/.test(url.pathname);
  if (isBookingPage || isSession) event.respondWith(networkFirst(event));
});

// A booking page told by its live stream that its session is gone (unpublished, deleted) asks for
// its copies to go, so a reload offline cannot bring the session back (decision 0179).
self.addEventListener('message', (event) => {
  const forget = event.data?.forget;
  if (!Array.isArray(forget)) return;
  const own = forget
    .filter((url) => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin);
  // ignoreSearch: the page may have been opened as /book/x?fbclid=…, and is kept under that address.
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => Promise.all(own.map((url) => cache.delete(url.href, { ignoreSearch: true })))),
  );
});

function readMessage(data) {
  try {
    return data ? data.json() : {};
  } catch {
    return { body: data ? data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const url = new URL(message.url || self.registration.scope, self.location.origin).href;
  event.waitUntil(
    self.registration.showNotification(message.title || 'Booking update', {
      body: message.body || '',
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url || self.registration.scope;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
