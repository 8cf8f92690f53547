import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, whenToastWanted } from '../lib/toast.ts';

/**
 * sonner's Toaster, mounted at the visitor's first tap, key or focus, or when the first toast is asked
 * for, whichever comes first (decisions 0030, 0176): a player who only looks at who is in never
 * downloads it. Renders nothing until then, on the server too, so hydration matches; the toasts are
 * fixed-position, so mounting later shifts nothing.
 */
export function Toaster({
  phonePosition,
  ...props
}: ToasterProps & { phonePosition: ToasterProps['position'] }) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let live = true;
    // Called again at each toast until sonner has arrived: a failed fetch (offline) is tried again.
    const mount = () => {
      loadSonner().then(
        (sonner) => {
          if (!live) return;
          stopWaiting();
          setLoaded(() => sonner.Toaster);
        },
        () => {},
      );
    };
    const stopWaiting = whenToastWanted(mount);
    const stopListening = onFirstInteraction(mount);
    return () => {
      live = false;
      stopWaiting();
      stopListening();
    };
  }, []);

  // Chosen once sonner is here (never on the server), at sonner's own phone width.
  return Loaded ? <Loaded {...props} position={isPhone() ? phonePosition : props.position} /> : null;
}

const isPhone = () => window.matchMedia('(max-width: 600px)').matches;

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `run` once, at the first tap, key or focus anywhere on the page: what a toast answers (a
 * booking, a copy, a save) takes a round trip after it, which sonner's few KB have time to beat.
 * Returns the cancel.
 */
function onFirstInteraction(run: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, true);
  };
  const once = () => {
    stop();
    run();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, once, true);
  return stop;
}
