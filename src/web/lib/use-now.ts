import { startTransition, useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so "ended", "within 24 hours" and "starts in 1 h"
 * change by themselves. `renderedAt` (ms; a query's dataUpdatedAt) is the time of the first render
 * instead: a server-rendered page was rendered at the time its data was read, and hydrating with the
 * same time gives the same words (decision 0033); the real clock takes over right after.
 */
export function useNow(intervalMs = 30_000, renderedAt = 0): Date {
  const [now, setNow] = useState(() => (renderedAt > 0 ? new Date(renderedAt) : new Date()));
  useEffect(() => {
    // A background update: React renders it in slices, not as one long task right after hydration
    // (decision 0149).
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    const timer = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
