import { Progress as RadixProgress } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** A labelled progress bar (0–100). */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <RadixProgress.Root
      value={clamped}
      aria-label={label}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-stone-200', className)}
    >
      <RadixProgress.Indicator
        className="h-full bg-green-700 transition-[width]"
        style={{ width: `${clamped}%` }}
      />
    </RadixProgress.Root>
  );
}
