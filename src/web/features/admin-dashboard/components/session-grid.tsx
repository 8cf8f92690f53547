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

type Props = { sessions: SessionDto[] | undefined; loading: boolean; emptyText: string; isPast?: boolean };

/** Session cards, skeleton placeholders while loading, or the empty text. */
export function SessionGrid({ sessions, loading, emptyText, isPast = false }: Props) {
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
      {sessions.map((s) => (
        <li key={s.id}>
          <AdminSessionCard session={s} isPast={isPast} />
        </li>
      ))}
    </ul>
  );
}
