// A page whose parts go away under the focus (a booking canceled once the server agreed, after its
// dialog gave the focus back to the row's button; a button disabled once it has done its work): the
// browser drops the focus to the page's body, and a keyboard user starts again from the top. This
// keeps it in the nearest part still there.
import { type RefCallback, useCallback } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Keeps the focus within the element it is set on: when the element focused in it is removed, its nearest container still there takes the focus. */
function keepFocusIn(root: HTMLElement): () => void {
  // The focused element and its containers up to `root`, nearest first.
  let chain: HTMLElement[] = [];
  const noteFocus = (event: FocusEvent) => {
    chain = [];
    for (
      let at = event.target as HTMLElement | null;
      at && at !== root.parentElement;
      at = at.parentElement
    ) {
      chain.push(at);
    }
  };
  const observer = new MutationObserver(() => {
    const [focused, ...containers] = chain;
    // Removed, or turned off (a button disabled once its work is done): the browser let the focus go.
    const gone = focused && (!focused.isConnected || focused.matches(':disabled'));
    // A disabled element may keep the focus until the browser's next rendering step: move it now.
    const active = document.activeElement;
    if (!gone || (active !== document.body && active !== focused)) return;
    const container = containers.find((c) => c.isConnected);
    if (!container) return;
    if (!container.matches(FOCUSABLE)) container.tabIndex = -1;
    container.focus({ preventScroll: true });
  });
  root.addEventListener('focusin', noteFocus);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    root.removeEventListener('focusin', noteFocus);
    observer.disconnect();
  };
}

/** A ref for a list's container: see keepFocusIn. */
export function useFocusKept(): RefCallback<HTMLElement> {
  return useCallback((root: HTMLElement | null) => (root ? keepFocusIn(root) : undefined), []);
}
