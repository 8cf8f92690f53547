import { PushStateIcon } from '../../../components/push-state-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { PUSH_UNSUPPORTED, useWebPush } from '../../../lib/use-web-push.ts';
import { ADMIN_PUSH } from '../../../lib/web-push.ts';

/** What admins are told (docs/product/notifications.md), not the visitor's "when a spot opens up". */
export const ADMIN_PUSH_BLOCKED =
  'Notifications are blocked for this site. Allow them in your browser settings to be told when a visitor cancels or a session fills.';

/** docs/product/screens.md: the dashboard's push toggle: tells this device when a visitor cancels or a session fills. */
export function AdminPushToggle() {
  const push = useWebPush(ADMIN_PUSH, ADMIN_PUSH_BLOCKED);
  const on = push.state === 'subscribed';
  function toggle() {
    if (push.state === 'unsupported') toast.error(PUSH_UNSUPPORTED);
    else if (push.state === 'denied') toast.error(ADMIN_PUSH_BLOCKED);
    else if (on) void push.disable();
    else void push.enable();
  }
  return (
    <Button
      // Green set whole when on (decision 0201): over the outline's, the white icon sat on white.
      variant={on ? 'uncoloured' : 'outline'}
      size="icon"
      aria-label="Push notifications"
      aria-pressed={on}
      disabled={push.busy || push.state === 'checking'}
      onClick={toggle}
      title={on ? 'Notifications on: a visitor cancels, a session fills' : 'Notifications off'}
      className={on ? 'border border-green-800 bg-green-800 text-white hover:bg-green-900' : undefined}
    >
      <PushStateIcon state={push.state} className="size-5" />
    </Button>
  );
}
