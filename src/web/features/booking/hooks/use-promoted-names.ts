// A waiting player whose page is open is told when they move up (decision 0062): when a new copy of
// the session (live update, refresh) confirms one of this visitor's bookings that the copy before
// had waiting. The names stay listed while they stay confirmed.
import { useEffect, useRef, useState } from 'react';
import { nameKey } from '#core/names.ts';
import type { SessionDto } from '#core/schemas.ts';
import { toast } from '../../../lib/toast.ts';
import { loadFormParts } from '../form-parts.ts';
import { ownPlaces, type Place } from '../name-entries.ts';

export function usePromotedNames(session: SessionDto, places: ReadonlyMap<string, Place>): string[] {
  const waitingIds = useRef<ReadonlySet<string> | null>(null);
  const [promoted, setPromoted] = useState<string[]>([]);

  useEffect(() => {
    const own = [...ownPlaces(session).values()];
    const before = waitingIds.current;
    waitingIds.current = new Set(own.filter((p) => p.kind === 'waiting').map((p) => p.booking.id));
    const moved = before
      ? own.filter((p) => p.kind === 'confirmed' && before.has(p.booking.id)).map((p) => p.booking.name)
      : [];
    if (moved.length === 0) return;
    setPromoted(moved);
    loadFormParts().then(
      (parts) => parts.toastPromotion(moved),
      () => toast.success("You're in!"),
    );
  }, [session]);

  return promoted.filter((name) => places.get(nameKey(name))?.kind === 'confirmed');
}
