import { useLayoutEffect, useRef } from 'react';
import { dismissToasts } from '../../lib/toast.ts';

/**
 * Where the focus may go back to, best first: the element that had it, then (for a menu item, which
 * goes with its menu) the menu's button, then the element's containers from the nearest out, for an
 * element the dialog's action removed (a booking just canceled, say).
 */
function placesToReturnTo(active: HTMLElement): HTMLElement[] {
  const places = [active];
  const menu = active.closest('[role="menu"]');
  const button = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  if (button instanceof HTMLElement) places.push(button);
  for (let up = active.parentElement; up && up !== document.body; up = up.parentElement) places.push(up);
  return places;
}

/**
 * For a dialog's content: when it opens, the toasts of what came before close, so none covers the
 * dialog's question; when it closes, the focus goes back where it was (our dialogs open from state,
 * not from a Radix Trigger, and Radix alone leaves the focus on the page's body, so a keyboard user
 * started again from the top). Pass the handler as the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const places = useRef<HTMLElement[]>([]);
  // A layout effect runs before Radix moves the focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    dismissToasts();
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) places.current = placesToReturnTo(active);
  }, [open]);
  return (event) => {
    const [first, ...fallbacks] = places.current;
    places.current = [];
    const target = [first, ...fallbacks].find((place) => place?.isConnected);
    if (!target) return;
    event.preventDefault();
    // A container takes the focus only from the script (tabindex -1): the next Tab goes on from there.
    if (target !== first && !target.matches('a[href], button, input, select, textarea, [tabindex]')) {
      target.tabIndex = -1;
    }
    target.focus();
  };
}
