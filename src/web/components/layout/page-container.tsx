import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFocusKept } from '../../lib/use-focus-kept.ts';

/** A page's frame; the focus stays in the page when what held it goes away (decision 0159). */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  const keepFocus = useFocusKept();
  return (
    <div
      ref={keepFocus}
      className={cn('mx-auto w-full max-w-6xl px-4 py-8 cramped:px-2 sm:py-10', className)}
      {...props}
    />
  );
}
