import { Check } from 'lucide-react';
import type { ComponentProps, KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'checked'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

// A tick box is toggled with Space; Enter must not submit the form it sits in (WAI-ARIA checkbox).
const ignoreEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * A native checkbox in the house style (no script library: it is on the booking form's first paint,
 * decision 0030); give it an `aria-label` or a `<label htmlFor>`. `className` styles its box.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative flex size-6 shrink-0', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        onKeyDown={ignoreEnter}
        className={cn(
          'peer size-6 appearance-none rounded-md border-2 border-stone-500 bg-white',
          'checked:border-green-800 checked:bg-green-800',
        )}
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-4 text-white peer-checked:block"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );
}
