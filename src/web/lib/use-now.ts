import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so "ended" and "within 24 hours" flip by themselves. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
