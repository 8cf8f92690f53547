// Pull-to-refresh on touch screens (docs/product/data.md, messages-and-limits.md): pending → pulling → releasing → refreshing.
import { useCallback, useEffect, useRef, useState } from 'react';

/** Pull this far (px, after resistance) to arm a refresh. */
export const PULL_TRIGGER_PX = 60;
/** The indicator never travels further than this. */
export const PULL_MAX_PX = 80;
/** Where the indicator rests while the refresh runs. */
export const PULL_REFRESHING_PX = 50;
/** The page moves half as far as the finger, which feels like resistance. */
const RESISTANCE = 0.5;

export type PullState = 'pending' | 'pulling' | 'releasing' | 'refreshing';

export function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const [state, setState] = useState<PullState>('pending');
  const [distance, setDistance] = useState(0);
  const startY = useRef<number | null>(null);
  const busy = useRef(false);
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  const finish = useCallback(async (pulled: number) => {
    if (pulled < PULL_TRIGGER_PX) {
      setState('pending');
      setDistance(0);
      return;
    }
    busy.current = true;
    setState('refreshing');
    setDistance(PULL_REFRESHING_PX);
    try {
      await refreshRef.current();
    } finally {
      busy.current = false;
      setState('pending');
      setDistance(0);
    }
  }, []);

  useEffect(() => {
    let pulled = 0;
    const onStart = (e: TouchEvent) => {
      // Only a pull that begins at the very top of the page, with one finger, is a refresh gesture.
      startY.current =
        !busy.current && window.scrollY <= 0 && e.touches.length === 1
          ? (e.touches[0]?.clientY ?? null)
          : null;
      pulled = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY.current === null) return;
      const delta = (e.touches[0]?.clientY ?? startY.current) - startY.current;
      if (delta <= 0 || window.scrollY > 0) {
        pulled = 0;
        setState('pending');
        setDistance(0);
        return;
      }
      pulled = Math.min(PULL_MAX_PX, delta * RESISTANCE);
      setDistance(pulled);
      setState(pulled >= PULL_TRIGGER_PX ? 'releasing' : 'pulling');
    };
    const onEnd = () => {
      if (startY.current === null) return;
      startY.current = null;
      void finish(pulled);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [finish]);

  return { state, distance };
}
