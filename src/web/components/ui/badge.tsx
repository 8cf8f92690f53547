import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type Tone = 'court' | 'ball' | 'amber' | 'neutral' | 'red';

const tones: Record<Tone, string> = {
  court: 'bg-green-100 text-green-900',
  ball: 'bg-lime-100 text-green-950 ring-1 ring-lime-400/60',
  amber: 'bg-amber-100 text-amber-900',
  neutral: 'bg-stone-100 text-stone-700',
  red: 'bg-red-100 text-red-800',
};

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        // Cramped (decision 0187), a long badge ('Today · starts in 25 min') wraps rather than overflows.
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap cramped:whitespace-normal',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
