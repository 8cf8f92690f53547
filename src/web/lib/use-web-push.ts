// The push state of this browser for one audience (visitors on /book/, admins on /admin/), and the
// actions that change it, with the spec's failure texts (docs/product/messages-and-limits.md).
import { startTransition, useCallback, useEffect, useState } from 'react';
import { toast } from './toast.ts';
import { currentPushState, type PushAudience, type PushState, pushSupported } from './web-push.ts';

const loadChanges = () => import('./web-push-changes.ts');

export const PUSH_UNSUPPORTED = 'Push notifications are not supported in this browser.';
export const PUSH_ENABLE_FAILED = 'Failed to enable notifications. Please try again.';
export const PUSH_DISABLE_FAILED = 'Failed to disable notifications.';
export const PUSH_BLOCKED =
  'Notifications are blocked for this site. Allow them in your browser settings to be told when a spot opens up.';

/**
 * `blocked` is what a blocked permission is explained with: the visitor's wording by default, since
 * the admin's (what admins are told) lives with the admin screens, off the booking page's bundle.
 */
export function useWebPush(audience: PushAudience, blocked = PUSH_BLOCKED) {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // What this browser allows, found after the page is up: a background update (decision 0149).
    const settle = (s: PushState) => live && startTransition(() => setState(s));
    currentPushState(audience)
      .then(settle)
      .catch(() => settle('default'));
    return () => {
      live = false;
    };
  }, [audience]);

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      // Asked within the tap: Safari and Firefox show the prompt only close to the visitor's gesture,
      // and the code that subscribes may still be on its way (decision 0182).
      const next = pushSupported()
        ? await (await loadChanges()).enablePush(audience, Notification.requestPermission())
        : 'unsupported';
      setState(next);
      if (next === 'denied') toast.error(blocked);
      if (next === 'unsupported') toast.error(PUSH_UNSUPPORTED);
      return next;
    } catch {
      toast.error(PUSH_ENABLE_FAILED);
      return null;
    } finally {
      setBusy(false);
    }
  }, [audience, blocked]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      setState(await (await loadChanges()).disablePush(audience));
    } catch {
      toast.error(PUSH_DISABLE_FAILED);
    } finally {
      setBusy(false);
    }
  }, [audience]);

  return { state, busy, enable, disable };
}
