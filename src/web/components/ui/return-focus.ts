import { useLayoutEffect, useRef } from 'react';

/**
 * Focus back where it was when a dialog opened, once it closes: our dialogs open from state, not from
 * a Radix Trigger, and Radix alone leaves the focus on the page's body, so a keyboard user started
 * again from the top. Pass the handler as the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves the focus into the dialog.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  return (event) => {
    const element = opener.current;
    opener.current = null;
    // Gone (a booking just canceled, say): Radix's own choice stands.
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
