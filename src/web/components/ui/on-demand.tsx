import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * A component whose code loads on demand (decision 0030), and `preload` to start fetching it early
 * (when its opener is hovered, focused or pressed).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return { Component: lazy(preload), preload };
}

/**
 * Mounts a dialog the first time it opens and keeps it mounted after, so closing and reopening
 * behave as before. A click before the dialog's code has arrived still opens it, once it has.
 */
export function MountOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Props for the element that opens an on-demand dialog: its code starts loading at the first sign of intent. */
export const preloadOn = (preload: () => unknown) => ({
  onPointerEnter: preload,
  onPointerDown: preload,
  onFocus: preload,
});
