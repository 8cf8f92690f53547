// A page whose parts go away under the focus (a booking canceled once the server agreed, after its
// dialog gave the focus back to the row's button; a button disabled once it has done its work): the
// browser drops the focus to the page's body, and a keyboard user starts again from the top. This
// keeps it in the nearest part still there.
import { type RefCallback, useCallback } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** `element` and its containers, nearest first, up to (not including) `end`. */
export function withContainers(element: HTMLElement, end: HTMLElement | null = document.body): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let at: HTMLElement | null = element; at && at !== end; at = at.parentElement) chain.push(at);
  return chain;
}

/** Focuses a container the focus fell back to; one that is not focusable takes it from the script only (tabindex -1), so the next Tab goes on from there. */
export function focusContainer(container: HTMLElement, options?: FocusOptions): void {
  if (!container.matches(FOCUSABLE)) container.tabIndex = -1;
  container.focus(options);
}

/** Keeps the focus within the element it is set on: when the element focused in it is removed, its nearest container still there takes the focus. */
function keepFocusIn(root: HTMLElement): () => void {
  // The focused element and its containers up to `root`, nearest first.
  let chain: HTMLElement[] = [];
  const noteFocus = (event: FocusEvent) => {
    chain = withContainers(event.target as HTMLElement, root.parentElement);
  };
  const observer = new MutationObserver(() => {
    const [focused, ...containers] = chain;
    // Removed, or turned off (a button disabled once its work is done): the browser let the focus go.
    const gone = focused && (!focused.isConnected || focused.matches(':disabled'));
    // A disabled element may keep the focus until the browser's next rendering step: move it now.
    const active = document.activeElement;
    if (!gone || (active !== document.body && active !== focused)) return;
    const container = containers.find((c) => c.isConnected);
    if (container) focusContainer(container, { preventScroll: true });
  });
  root.addEventListener('focusin', noteFocus);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    root.removeEventListener('focusin', noteFocus);
    observer.disconnect();
  };
}

/** A ref for a page's frame (PageContainer): see keepFocusIn. */
export function useFocusKept(): RefCallback<HTMLElement> {
  return useCallback((root: HTMLElement | null) => (root ? keepFocusIn(root) : undefined), []);
}
