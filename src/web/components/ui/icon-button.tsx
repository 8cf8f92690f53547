import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** What the button does, for screen readers (the icon alone says nothing to them). */
  label: string;
  icon: LucideIcon;
  /** Red: the action removes or cancels something. */
  destructive?: boolean;
  iconClassName?: string;
};

/** A square ghost button showing only an icon, named for assistive technology by `label`. */
export function IconButton({
  label,
  icon: Icon,
  destructive,
  iconClassName,
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      // Red set whole (decision 0201): over the ghost variant's grey it showed grey until hovered.
      variant={destructive ? 'uncoloured' : 'ghost'}
      size="icon"
      aria-label={label}
      className={cn(destructive && 'text-red-700 hover:bg-red-50 hover:text-red-800', className)}
      {...props}
    >
      <Icon className={cn('size-4', iconClassName)} aria-hidden="true" />
    </Button>
  );
}
