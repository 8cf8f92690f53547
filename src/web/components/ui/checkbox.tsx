import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Radix checkbox in the house style; give it an `aria-label` or a `<label htmlFor>`. */
export function Checkbox({ className, ...props }: ComponentProps<typeof RadixCheckbox.Root>) {
  return (
    <RadixCheckbox.Root
      className={cn(
        'flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-stone-500 bg-white',
        'data-[state=checked]:border-green-800 data-[state=checked]:bg-green-800 data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator>
        <Check className="size-4" strokeWidth={3} aria-hidden="true" />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
