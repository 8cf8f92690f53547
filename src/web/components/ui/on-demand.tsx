import { Component, type ComponentType, type ReactNode, Suspense, use, useState } from 'react';
import { toast } from '../../lib/toast.ts';

/**
 * The code of an on-demand part could not be fetched: offline, or the files of an older release.
 * `forget` lets the next try fetch again.
 */
class CodeLoadError extends Error {
  constructor(
    message: string,
    readonly forget: () => void,
  ) {
    super(message);
  }
}

/**
 * A component whose code loads on demand (decision 0030), and `preload` to start fetching it early
 * (when its opener is hovered, focused or pressed). A failed fetch reaches the nearest
 * LoadFailureBoundary and is then forgotten, so the next open or preload fetches again (decision
 * 0179). Until then renders keep the failed promise: React's `use` needs the same one to see it fail.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const forget = () => {
    if (!failed) return;
    failed = false;
    loading = undefined;
  };
  const current = () => {
    loading ??= load().catch((error: unknown) => {
      failed = true;
      throw new CodeLoadError(error instanceof Error ? error.message : String(error), forget);
    });
    return loading;
  };
  const preload = () => {
    forget();
    return current();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React's lazy is.
  function OnDemand(props: P) {
    const Loaded = use(current());
    return <Loaded {...props} />;
  }
  return { Component: OnDemand, preload };
}

export const LOAD_FAILED = 'This could not be opened. Check your connection and try again.';

/**
 * Catches an on-demand part whose code could not be fetched: shows nothing instead of the whole
 * page's error screen, and `onFailure` puts things back (closes the dialog) and says so in a toast
 * offering a reload: after a new release the old files are gone, and a reload is what fetches the
 * new ones. Without `onFailure` (a part the visitor did not ask for) it says nothing. Any other error
 * goes on up.
 */
export class LoadFailureBoundary extends Component<
  { children: ReactNode; onFailure?: () => void },
  { failed: unknown }
> {
  override state = { failed: undefined as unknown };

  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof CodeLoadError)) return;
    error.forget();
    if (!this.props.onFailure) return;
    toast.error(LOAD_FAILED, { action: { label: 'Reload', onClick: () => window.location.reload() } });
    this.props.onFailure();
  }

  override render() {
    const { failed } = this.state;
    if (failed === undefined) return this.props.children;
    if (failed instanceof CodeLoadError) return null;
    throw failed;
  }
}

/**
 * Mounts a dialog the first time it opens and keeps it mounted after, so closing and reopening
 * behave as before. A click before the dialog's code has arrived still opens it, once it has. If
 * the code cannot be fetched, `onLoadFailed` closes it and the next open tries again.
 */
export function MountOnceOpen({
  open,
  onLoadFailed,
  children,
}: {
  open: boolean;
  onLoadFailed: () => void;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  // Mounted again only when it opens again: a failure that left it open cannot fetch in a loop.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpened(true);
  }
  if (!opened) return null;
  const failed = () => {
    setOpened(false);
    onLoadFailed();
  };
  return (
    <LoadFailureBoundary onFailure={failed}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}

/** Props for the element that opens an on-demand dialog: its code starts loading at the first sign of intent. */
export const preloadOn = (preload: () => unknown) => {
  // A failed preload is not an error yet: opening fetches again and says so if it fails.
  const start = () => void Promise.resolve(preload()).catch(() => {});
  return { onPointerEnter: start, onPointerDown: start, onFocus: start };
};
