import type { OwnPlacesDto } from '#core/schemas.ts';

/**
 * The visitor's own names in a session, on its card (decision 0199): who is in, who waits and where.
 * A rained-off session only says they were booked.
 */
export function OwnPlacesNote({ places, canceled }: { places: OwnPlacesDto; canceled: boolean }) {
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
