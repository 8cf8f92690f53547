import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A grey pulsing block standing in for content that is loading; hidden from assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-stone-200', className)} {...props} />
  );
}
