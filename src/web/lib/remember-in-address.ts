// Kept apart from the router: only admin pages use it, and the router is in every page's first load.

/**
 * Writes `values` into the address's query string (an empty value removes its key) without a
 * navigation: nothing re-renders, and Back to this entry finds them. Safari limits history calls, so
 * a refused one is let go: the address only remembers.
 */
export function rememberInAddress(values: Record<string, string>): void {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const search = params.toString();
  const href = window.location.pathname + (search ? `?${search}` : '') + window.location.hash;
  if (href === window.location.pathname + window.location.search + window.location.hash) return;
  try {
    window.history.replaceState(window.history.state, '', href);
  } catch {}
}
