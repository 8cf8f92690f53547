// docs/product/screens.md: the bell fixed at the top right of the booking page, opening the Waiting List
// Notifications dialog in one of the four push states (docs/product/data.md). The dialog and its
// body load on demand (decision 0030).
import { Suspense, useState } from 'react';
import { PushStateIcon } from '../../../components/push-state-icon.tsx';
import { DialogOnDemand, preloadDialog } from '../../../components/ui/dialogs-on-demand.tsx';
import { onDemand, preloadOn } from '../../../components/ui/on-demand.tsx';
import { cn } from '../../../lib/cn.ts';
import type { useWebPush } from '../../../lib/use-web-push.ts';

type Push = ReturnType<typeof useWebPush>;

const Choices = onDemand(() => import('./notification-choices.tsx').then((m) => m.NotificationChoices));
const preload = () => Promise.all([preloadDialog(), Choices.preload()]);

/** What the bell's icon shows, in its name too: a screen reader hears whether notifications are on. */
const STATE_WORDS: Record<Push['state'], string> = {
  checking: '',
  default: ': off',
  subscribed: ': on',
  denied: ': blocked',
  unsupported: ': not supported',
};

export function NotificationBell({ push }: { push: Push }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        {...preloadOn(preload)}
        aria-label={`Waiting list notifications${STATE_WORDS[push.state]}`}
        data-fixed-bell
        className={cn(
          'fixed top-[4.5rem] right-3 z-30 cramped:top-[7rem] inline-flex size-11 items-center justify-center rounded-full border shadow-md sm:right-5',
          push.state === 'subscribed'
            ? 'border-green-800 bg-green-800 text-white'
            : 'border-stone-300 bg-white text-stone-800',
        )}
      >
        <PushStateIcon state={push.state} className="size-5" />
      </button>
      <DialogOnDemand open={open} onOpenChange={setOpen} title="Waiting List Notifications">
        <Suspense fallback={null}>
          <Choices.Component push={push} />
        </Suspense>
      </DialogOnDemand>
    </>
  );
}
