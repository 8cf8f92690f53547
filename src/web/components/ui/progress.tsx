import { cn } from '../../lib/cn.ts';

type Props = {
  value: number;
  max: number;
  label: string;
  /** The empty part's colour: stone on white cards, white on a tinted panel. */
  track?: 'stone' | 'white';
  className?: string;
};

/**
 * A labelled progress bar: `value` of `max` (e.g. confirmed places of capacity). Plain markup with
 * the progressbar role rather than Radix's, so the booking page can show it without the extra code.
 */
export function Progress({ value, max, label, track = 'stone', className }: Props) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn(
        'relative h-2.5 w-full overflow-hidden rounded-full',
        track === 'white' ? 'bg-white' : 'bg-stone-200',
        className,
      )}
    >
      <div className="h-full rounded-full bg-green-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
