import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, whenToastWanted } from '../lib/toast.ts';

/**
 * sonner's Toaster, mounted once the browser is idle after the first paint or when the first toast
 * is asked for, whichever comes first (decision 0030). Renders nothing until then, on the server too,
 * so hydration matches; the toasts are fixed-position, so mounting later shifts nothing.
 */
export function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let live = true;
    const mount = () => {
      void loadSonner().then((sonner) => live && setLoaded(() => sonner.Toaster));
    };
    const stopWaiting = whenToastWanted(mount);
    const idle = onIdle(mount);
    return () => {
      live = false;
      stopWaiting();
      idle();
    };
  }, []);

  return Loaded ? <Loaded {...props} /> : null;
}

/** Runs `run` when the browser is idle (Safari has no requestIdleCallback); returns the cancel. */
function onIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}
