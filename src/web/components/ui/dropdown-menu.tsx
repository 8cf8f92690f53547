import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// Radix's menu in the house style: focus, arrow keys, Escape and typeahead come with it.

/**
 * Not modal: a modal menu hides the page from assistive tech with aria-hidden while its links stay
 * focusable (axe's aria-hidden-focus); a menu closes on Tab and outside clicks anyway.
 */
export function DropdownMenu(props: Omit<ComponentProps<typeof RadixMenu.Root>, 'modal'>) {
  return <RadixMenu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align="end"
        sideOffset={6}
        collisionPadding={16}
        className={cn(
          'z-50 w-64 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-stone-200',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-3 py-2 text-xs text-stone-600', className)} {...props} />;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex min-h-11 cursor-default items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-stone-800 outline-none select-none',
        'data-[disabled]:opacity-60 data-[highlighted]:bg-stone-100',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-stone-200" />;
}
