// What a server-rendered page loads instead of the app (decision 0124). The page paints from its HTML
// and stylesheet alone; the app, which only hydrates it, is fetched once that paint is on screen, so on
// a slow link the paint never shares the line with 90 KB of script, and on a cached visit the paint
// never waits behind the script's evaluation. The server names the app's file in `data-app`.
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app;

function afterFirstPaint(start: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing: the frame after the next one has been painted.
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * The page's first Intl formatter costs 20–60 ms on a laptop (the browser loads its locale and time
 * zone data then), and the app's first render of the booking page needed one, in a task of its own
 * that nothing could split. Made here while the app is on its way, that cost falls in time the page
 * spends waiting for the network (decision 0149); every later formatter takes about a millisecond.
 */
function warmUpIntl(): void {
  try {
    new Intl.DateTimeFormat('en-AU').format(0);
  } catch {}
}

// A file name the server took from the build, not a module Vite should bundle here.
if (app)
  afterFirstPaint(() => {
    void import(/* @vite-ignore */ app);
    setTimeout(warmUpIntl);
  });
