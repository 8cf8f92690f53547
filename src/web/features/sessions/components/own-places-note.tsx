import type { OwnPlacesDto } from '#core/schemas.ts';
import { cn } from '../../../lib/cn.ts';

type Props = { id: string; places: OwnPlacesDto; canceled: boolean };

/**
 * The visitor's own names in a session, on its card (decision 0199): who is in, who waits and where.
 * A rained-off session only says they were booked, in grey under its red notice. `id` describes the
 * card's link, so a screen reader hears it with the link.
 */
export function OwnPlacesNote({ id, places, canceled }: Props) {
  const waiting = places.waiting.map((w) => `${w.name} #${w.position}`);
  const line = (label: string, names: string[]) =>
    names.length > 0 && (
      <p>
        <span className="font-semibold">{label}</span> {names.join(', ')}
      </p>
    );
  return (
    <div
      id={id}
      className={cn(
        // wrap-anywhere, not break-words: a 50-letter name otherwise widened the whole grid.
        'rounded-lg border px-3 py-2 text-sm wrap-anywhere',
        canceled
          ? 'border-stone-300 bg-stone-50 text-stone-800'
          : 'border-green-300 bg-green-50 text-green-950',
      )}
    >
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
