// Loaded on demand, in a browser that has been a visitor before (session-card-list.tsx): the public
// pages' first load stays within its budget (decision 0030).
import type { OwnPlacesDto } from '#core/schemas.ts';
import { useOwnPlaces } from '../api/get-own-places.ts';

/** The note on one card, from the one read of the visitor's places all cards share. */
export function OwnPlacesOf({ sessionId, canceled }: { sessionId: string; canceled: boolean }) {
  const places = useOwnPlaces().data?.get(sessionId);
  return places ? <OwnPlacesNote places={places} canceled={canceled} /> : null;
}

/**
 * The visitor's own names in a session, on its card (decision 0199): who is in, who waits and where.
 * A rained-off session only says they were booked.
 */
function OwnPlacesNote({ places, canceled }: { places: OwnPlacesDto; canceled: boolean }) {
  const waiting = places.waiting.map((w) => `${w.name} #${w.position}`);
  const line = (label: string, names: string[]) =>
    names.length > 0 && (
      <p>
        <span className="font-semibold">{label}</span> {names.join(', ')}
      </p>
    );
  return (
    <div className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm break-words text-green-950">
      {canceled ? (
        line('You were booked:', [...places.confirmed, ...places.waiting.map((w) => w.name)])
      ) : (
        <>
          {line("You're in:", places.confirmed)}
          {line('Waiting list:', waiting)}
        </>
      )}
    </div>
  );
}
