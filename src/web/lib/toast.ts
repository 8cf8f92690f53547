// The app's toasts (sonner), with sonner itself loaded on demand: no public page needs its ~9 KB
// (brotli) before the first toast (decision 0030). A toast asked for before sonner's Toaster is
// mounted is replayed by sonner once it subscribes, so none is lost. When sonner cannot be fetched
// (offline), the message is still shown, plainly, and the next toast fetches again (decision 0179).
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Message = Parameters<typeof sonnerToast>[0];
type Sonner = typeof import('sonner');
type Kind = 'message' | 'success' | 'error';

let loading: Promise<Sonner> | undefined;
let wantToaster = false;
const toasterWaiters = new Set<() => void>();

/** sonner's module, fetched once it has arrived; a failed fetch is tried again at the next call. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Runs `mount` when a toast is wanted (at once if one already was), and again at each later toast
 * until the returned unsubscribe is called (the Toaster calls it once sonner has arrived).
 */
export function whenToastWanted(mount: () => void): () => void {
  toasterWaiters.add(mount);
  if (wantToaster) mount();
  return () => toasterWaiters.delete(mount);
}

const PLAIN_ID = 'plain-toast';

/** The message without sonner: one live line at the bottom of the screen, gone after 6 s. */
function showPlainly(kind: Kind, message: Message, options?: ExternalToast) {
  const text = [message, options?.description].filter((part) => typeof part === 'string').join(' ');
  if (text === '') return;
  document.getElementById(PLAIN_ID)?.remove();
  const line = document.createElement('p');
  line.id = PLAIN_ID;
  line.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  line.className =
    'fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-lg border border-stone-300 bg-white p-3 text-sm text-stone-900 shadow-md';
  line.textContent = text;
  document.body.append(line);
  setTimeout(() => line.remove(), 6000);
}

function show(kind: Kind, message: Message, options?: ExternalToast) {
  wantToaster = true;
  for (const mount of toasterWaiters) mount();
  loadSonner().then(
    ({ toast: t }) => (kind === 'message' ? t(message, options) : t[kind](message, options)),
    () => showPlainly(kind, message, options),
  );
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
  },
);

/** Closes every toast shown so far (a dialog opening: none may cover its question). */
export function dismissToasts(): void {
  void loading?.then((sonner) => sonner.toast.dismiss()).catch(() => {});
  document.getElementById(PLAIN_ID)?.remove();
}
