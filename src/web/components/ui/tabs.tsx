import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = RadixTabs.Root;
export const TabsContent = RadixTabs.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('grid grid-flow-col gap-1 rounded-xl bg-stone-100 p-1 cramped:grid-flow-row', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'min-h-10 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:text-stone-900',
        'data-[state=active]:bg-white data-[state=active]:text-green-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
