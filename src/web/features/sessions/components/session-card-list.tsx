import { type ComponentProps, useEffect, useState } from 'react';
import type { SessionSummaryDto } from '#core/schemas.ts';
import { useNow } from '../../../lib/use-now.ts';
import { storedVisitorId } from '../../../lib/visitor-id.ts';
import { useOwnPlaces } from '../api/get-own-places.ts';
import { SessionCard } from './session-card.tsx';

/**
 * Whether this browser has been a visitor before (it keeps their id), read once mounted: only then
 * can they hold places. (The server cannot read local storage: the first render must match its.)
 */
function useKnownVisitor() {
  const [known, setKnown] = useState(false);
  useEffect(() => setKnown(storedVisitorId() !== null), []);
  return known;
}

const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

type CardOptions = Omit<ComponentProps<typeof SessionCard>, 'session' | 'now' | 'ownPlaces'>;
type ListProps = {
  sessions: SessionSummaryDto[];
  /** When the list was read (the query's dataUpdatedAt): the first render's clock (lib/use-now.ts). */
  readAt: number;
} & CardOptions;

/** Session cards in the grid every public list uses, each with the visitor's own places in it. */
export function SessionCardList({ sessions, readAt, ...card }: ListProps) {
  const now = useNow(30_000, readAt);
  const { data: places } = useOwnPlaces(useKnownVisitor());
  return (
    <ul className={gridClass}>
      {sessions.map((s) => (
        <li key={s.id}>
          <SessionCard session={s} now={now} ownPlaces={places?.get(s.id)} {...card} />
        </li>
      ))}
    </ul>
  );
}

/** `count` empty cards as tall as a card with a one-line title, so the list arriving moves little. */
export function SessionCardListPlaceholder({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={gridClass}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <div key={i} className="h-65 animate-pulse rounded-2xl border border-stone-200 bg-stone-100" />
      ))}
    </div>
  );
}
