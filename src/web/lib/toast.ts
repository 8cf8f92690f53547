// The app's toasts (sonner), with sonner itself loaded on demand: no public page needs its ~9 KB
// (brotli) before the first toast (decision 0030). A toast asked for before sonner's Toaster is
// mounted is replayed by sonner once it subscribes, so none is lost.
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Message = Parameters<typeof sonnerToast>[0];
type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;
let wantToaster = false;
const toasterWaiters = new Set<() => void>();

/** sonner's module, fetched once. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner');
  return loading;
}

/** Runs `mount` once a toast is wanted (at once if one already was); returns the unsubscribe. */
export function whenToastWanted(mount: () => void): () => void {
  if (wantToaster) {
    mount();
    return () => {};
  }
  toasterWaiters.add(mount);
  return () => toasterWaiters.delete(mount);
}

function show(call: (t: Sonner['toast']) => void) {
  wantToaster = true;
  for (const mount of toasterWaiters) mount();
  toasterWaiters.clear();
  void loadSonner().then((sonner) => call(sonner.toast));
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show((t) => t(message, options)),
  {
    success: (message: Message, options?: ExternalToast) => show((t) => t.success(message, options)),
    error: (message: Message, options?: ExternalToast) => show((t) => t.error(message, options)),
  },
);

/** Closes every toast shown so far (a dialog opening: none may cover its question). */
export function dismissToasts(): void {
  void loading?.then((sonner) => sonner.toast.dismiss());
}
