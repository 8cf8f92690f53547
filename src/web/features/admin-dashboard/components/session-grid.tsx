import { startTransition, useEffect, useState } from 'react';
import type { SessionDto } from '#core/schemas.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AdminSessionCard } from './admin-session-card.tsx';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

function SkeletonCard() {
  return (
    <Card className="space-y-4 p-5">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-11 w-full" />
    </Card>
  );
}

/**
 * Cards drawn at once, and then after each paint until all are drawn, in a transition React can
 * interrupt: a long list never holds the page in one long task (decision 0154).
 */
const CARDS_PER_STEP = 12;

/** How many of `total` cards to draw by now. */
function useCardsDrawn(total: number | undefined): number {
  const [drawn, setDrawn] = useState(CARDS_PER_STEP);
  useEffect(() => {
    if (total !== undefined && drawn < total) startTransition(() => setDrawn(drawn + CARDS_PER_STEP));
  }, [drawn, total]);
  return Math.min(drawn, total ?? 0);
}

type Props = { sessions: SessionDto[] | undefined; loading: boolean; emptyText: string; isPast?: boolean };

/** Session cards, skeleton placeholders while loading, or the empty text. */
export function SessionGrid({ sessions, loading, emptyText, isPast = false }: Props) {
  const drawn = useCardsDrawn(sessions?.length);
  if (loading) {
    return (
      <div className={gridClass} role="status" aria-label="Loading sessions">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    );
  }
  if (!sessions || sessions.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-700">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={gridClass}>
      {sessions.slice(0, drawn).map((s) => (
        // A card off screen skips style and layout until it nears the view; 18rem holds its place till then.
        <li key={s.id} className="[contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
          <AdminSessionCard session={s} isPast={isPast} />
        </li>
      ))}
    </ul>
  );
}
