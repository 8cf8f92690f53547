const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

const WAIT_FOR_FORM_MS = 10_000;

const firstField = (content: HTMLElement) => content.querySelector<HTMLElement>(FIELDS);

/**
 * For a dialog content's `onOpenAutoFocus`: a form dialog opens on its first field, not on ✕, where
 * Enter would close it at once (decision 0164). A form still loading (Create Session reads the saved
 * defaults first) gets the focus on its first field when that comes, unless the user has moved it
 * since. A dialog without a field keeps Radix's choice, its first focusable element.
 */
export function focusFirstField(event: Event) {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const field = firstField(content);
  if (field) {
    event.preventDefault();
    field.focus();
    return;
  }
  let radixChoice: Element | null = null;
  // Radix moves the focus right after this handler returns.
  queueMicrotask(() => {
    radixChoice = document.activeElement;
  });
  const observer = new MutationObserver(() => {
    const came = firstField(content);
    if (!came) return;
    observer.disconnect();
    if (document.activeElement === radixChoice) came.focus();
  });
  observer.observe(content, { childList: true, subtree: true });
  // Its removal is not a change inside it, so a dialog without a field (or one closed first) stops
  // being watched after a while: a form that takes longer is not waited for.
  setTimeout(() => observer.disconnect(), WAIT_FOR_FORM_MS);
}
