import { cn } from '../../lib/cn.ts';

/** The club mark: a tennis ball. Decorative. */
export function TennisBall({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('shrink-0', className)} aria-hidden="true" focusable="false">
      <circle
        cx="16"
        cy="16"
        r="15"
        fill="var(--color-lime-300)"
        stroke="var(--color-green-900)"
        strokeWidth="2"
      />
      <path
        d="M5 7c6 4 6 14 0 18M27 7c-6 4-6 14 0 18"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
