import { useLayoutEffect, useRef } from 'react';
import { dismissToasts } from '../../lib/toast.ts';
import { focusContainer, withContainers } from '../../lib/use-focus-kept.ts';

/**
 * Where the focus may go back to, best first: the element that had it, then (for a menu item, which
 * goes with its menu) the menu's button, then the element's containers from the nearest out, for an
 * element the dialog's action removed (a booking just canceled, say).
 */
function placesToReturnTo(active: HTMLElement): HTMLElement[] {
  const menu = active.closest('[role="menu"]');
  const button = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  const [, ...containers] = withContainers(active);
  return [active, ...(button instanceof HTMLElement ? [button] : []), ...containers];
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
    if (target === first) target.focus();
    else focusContainer(target);
  };
}
