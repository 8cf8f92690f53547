// The app's toasts (sonner), with sonner itself loaded on demand: no public page needs its ~9 KB
// (brotli) before the first toast (decision 0030). A toast asked for before sonner's Toaster is
// mounted is replayed by sonner once it subscribes, so none is lost. When sonner cannot be fetched
// (offline), the message is still shown, plainly, and the next toast fetches again (decision 0179).
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { focusContainer, withContainers } from './use-focus-kept.ts';

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
let plainTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The message without sonner: one line at the bottom of the screen for 6 s, in a live region made
 * once and filled a moment later, so screen readers announce it (text inserted with its region
 * often is not). An action (Undo, Enable) cannot be offered here.
 */
function showPlainly(kind: Kind, message: Message, options?: ExternalToast) {
  const text = [message, options?.description].filter((part) => typeof part === 'string').join(' ');
  if (text === '') return;
  let line = document.getElementById(PLAIN_ID);
  if (!line) {
    line = document.createElement('p');
    line.id = PLAIN_ID;
    line.className =
      'fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-lg border border-stone-300 bg-white p-3 text-sm text-stone-900 shadow-md empty:hidden';
    document.body.append(line);
  }
  line.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  line.textContent = '';
  const shown = line;
  clearTimeout(plainTimer);
  plainTimer = setTimeout(() => {
    shown.textContent = text;
    plainTimer = setTimeout(() => {
      shown.textContent = '';
    }, 6000);
  }, 50);
}

/** The last element focused in the page (not in a toast), and its containers, nearest first. */
let pageFocus: HTMLElement[] = [];
const inPage = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element !== document.body && !element.closest('[data-sonner-toaster]');
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    if (inPage(event.target as Element)) pageFocus = withContainers(event.target as HTMLElement);
  });

/**
 * A toast's action (Undo, Enable) takes the focus back to where it last was in the page, or to the
 * nearest part of it still there (decision 0159): the toast goes with the tap, and the focus would
 * fall to the page's top.
 */
function withFocusReturn(options: ExternalToast | undefined): ExternalToast | undefined {
  const action = options?.action;
  if (!action || typeof action !== 'object' || !('onClick' in action)) return options;
  const onClick: typeof action.onClick = (event) => {
    action.onClick(event);
    // An action that put the focus somewhere itself keeps it there.
    if (inPage(document.activeElement)) return;
    const back = pageFocus.find((element) => element.isConnected && !element.matches(':disabled'));
    if (back) focusContainer(back, { preventScroll: true });
  };
  return { ...options, action: { ...action, onClick } };
}

function show(kind: Kind, message: Message, given?: ExternalToast) {
  const options = withFocusReturn(given);
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

/**
 * Closes the toast shown with `id`, or every toast shown so far (a dialog opening: none may cover
 * its question).
 */
export function dismissToasts(id?: string): void {
  void loading?.then((sonner) => sonner.toast.dismiss(id)).catch(() => {});
  if (id !== undefined) return;
  clearTimeout(plainTimer);
  const line = document.getElementById(PLAIN_ID);
  if (line) line.textContent = '';
}
