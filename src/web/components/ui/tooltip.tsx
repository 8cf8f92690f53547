import { Tooltip as RadixTooltip } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';

/**
 * A Radix tooltip on a button (pass it as the child: its click's default is prevented). It opens on hover
 * and focus, as Radix does, and also on a tap or click: a touch screen has neither (decision 0174).
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root open={open} onOpenChange={setOpen}>
        <RadixTooltip.Trigger
          asChild
          onClick={(event) => {
            // Radix closes the tooltip on a click after this handler, unless told not to. A tap
            // outside closes it.
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-stone-900 px-3 py-1.5 text-sm text-white shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-stone-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
