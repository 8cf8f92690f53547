// docs/product/screens.md: the bell fixed at the top right of the booking page, opening the Waiting List
// Notifications dialog in one of the four push states (docs/product/data.md).
import { Bell, BellOff, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { PushStateIcon } from '../../../components/push-state-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogOnDemand, preloadDialog } from '../../../components/ui/dialogs-on-demand.tsx';
import { preloadOn } from '../../../components/ui/on-demand.tsx';
import { cn } from '../../../lib/cn.ts';
import { PUSH_BLOCKED, PUSH_UNSUPPORTED, type useWebPush } from '../../../lib/use-web-push.ts';

type Push = ReturnType<typeof useWebPush>;

const STATE_TEXT = {
  unsupported: PUSH_UNSUPPORTED,
  default:
    'Get a notification on this device when someone cancels and a booking of yours on the waiting list gets a spot.',
  subscribed:
    'Notifications are on. This device is told when a booking of yours moves from the waiting list to confirmed.',
  denied: PUSH_BLOCKED,
  checking: 'Checking this browser…',
} as const;

export function NotificationBell({ push }: { push: Push }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        {...preloadOn(preloadDialog)}
        aria-label="Waiting list notifications"
        className={cn(
          'fixed top-[4.5rem] right-3 z-30 inline-flex size-11 items-center justify-center rounded-full border shadow-md sm:right-5',
          push.state === 'subscribed'
            ? 'border-green-800 bg-green-800 text-white'
            : 'border-stone-300 bg-white text-stone-800',
        )}
      >
        <PushStateIcon state={push.state} className="size-5" />
      </button>
      <DialogOnDemand open={open} onOpenChange={setOpen} title="Waiting List Notifications">
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
            <Button
              variant="outline"
              className="w-full"
              disabled={push.busy}
              onClick={() => void push.disable()}
            >
              {push.busy ? <Busy /> : <BellOff className="size-4" aria-hidden="true" />}
              Disable Notifications
            </Button>
          )}
        </div>
      </DialogOnDemand>
    </>
  );
}

const Busy = () => <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />;
