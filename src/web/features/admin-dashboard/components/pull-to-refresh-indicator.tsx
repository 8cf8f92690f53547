import { ArrowDown, LoaderCircle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { PullState } from '../hooks/use-pull-to-refresh.ts';

const labels: Record<PullState, string> = {
  pending: '',
  pulling: 'Pull to refresh',
  releasing: 'Release to refresh',
  refreshing: 'Refreshing...',
};

/** The bubble that follows the finger down from the top of the dashboard. */
export function PullToRefreshIndicator({ state, distance }: { state: PullState; distance: number }) {
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-30 flex justify-center"
      style={{ transform: `translateY(${distance - 44}px)`, opacity: state === 'pending' ? 0 : 1 }}
    >
      <p
        role="status"
        className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-green-900 shadow-md ring-1 ring-stone-200"
      >
        {state === 'refreshing' ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <ArrowDown
            className={cn('size-4 transition-transform', state === 'releasing' && 'rotate-180')}
            aria-hidden="true"
          />
        )}
        {labels[state]}
      </p>
    </div>
  );
}
