// The Waiting List Notifications dialog's body (docs/product/screens.md), loaded on demand with the
// dialog itself when the bell is pressed, hovered or focused (decision 0030).
import { Bell, BellOff, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { reminders } from '../../../lib/reminder-settings.ts';
import { PUSH_BLOCKED, PUSH_UNSUPPORTED, type useWebPush } from '../../../lib/use-web-push.ts';

type Push = ReturnType<typeof useWebPush>;

// Everything a subscription brings (decision 0170): a place from the waiting list, a session called
// off and, where REMINDER_HOURS is set, a reminder before a confirmed booking's session.
const hours = reminders.reminderHours;
const REMINDER =
  hours > 0
    ? ` Confirmed bookings get a reminder ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start.`
    : '';

const STATE_TEXT = {
  unsupported: PUSH_UNSUPPORTED,
  default: `Get a notification on this device when someone cancels and a booking of yours on the waiting list gets a spot, or when a session you booked is canceled.${REMINDER}`,
  subscribed: `Notifications are on. This device is told when a booking of yours moves from the waiting list to confirmed, or when a session you booked is canceled.${REMINDER}`,
  denied: PUSH_BLOCKED,
  checking: 'Checking this browser…',
} as const;

export function NotificationChoices({ push }: { push: Push }) {
  return (
    <div className="space-y-4" aria-live="polite">
      <p className="text-sm text-stone-700" data-push-state={push.state}>
        {STATE_TEXT[push.state]}
      </p>
      {push.state === 'default' && (
        <Button className="w-full" disabled={push.busy} onClick={() => void push.enable()}>
          {push.busy ? <Busy /> : <Bell className="size-4" aria-hidden="true" />}
          Enable Notifications
        </Button>
      )}
      {push.state === 'subscribed' && (
        <Button variant="outline" className="w-full" disabled={push.busy} onClick={() => void push.disable()}>
          {push.busy ? <Busy /> : <BellOff className="size-4" aria-hidden="true" />}
          Disable Notifications
        </Button>
      )}
    </div>
  );
}

const Busy = () => <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />;
