import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { andList } from '#core/intl-formats.ts';
import { nameKey } from '#core/names.ts';
import { toast } from '../../../lib/toast.ts';
import type { Place } from '../name-entries.ts';
import { PlaceBadge } from './place-badge.tsx';

type BookingResultProps = {
  /** The names the last booking sent, as the server spelled them. */
  names: string[];
  /** This visitor's places now (live): a name shows where it stands, not only where it first landed. */
  places: ReadonlyMap<string, Place>;
  /** Changes with every booking: focus moves here then. */
  focusKey: number;
};

/**
 * The result beside the button the player just pressed (decision 0062): each name with its place,
 * 'Confirmed' or 'Waiting #n'. Focus moves here, so it is what they see and hear first; the spec's
 * message is in the toast.
 */
export function BookingResult({ names, places, focusKey }: BookingResultProps) {
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the signal to move focus
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [focusKey]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="booking-result-title"
      className="rounded-xl bg-white p-4 ring-1 ring-stone-300"
    >
      <p id="booking-result-title" className="font-bold">
        Just booked
      </p>
      <ul className="mt-2 space-y-1.5">
        {names.map((name) => (
          <li key={name} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="min-w-0 font-medium wrap-anywhere">{name}</span>
            <PlaceBadge place={places.get(nameKey(name))} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "You're in!" when a live update confirms one of this visitor's waiting bookings (decision 0062). */
export function PromotionNotice({ names }: { names: string[] }) {
  return (
    <p className="flex gap-2 rounded-xl bg-green-50 p-4 text-green-950 ring-1 ring-green-300">
      <PartyPopper className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 wrap-anywhere">
        <strong>You're in!</strong> {promotionText(names)}
      </span>
    </p>
  );
}

/** What a player is told when their waiting names are confirmed, after "You're in!". */
export function promotionText(names: readonly string[]): string {
  const list = andList().format(names);
  return `${list} ${names.length === 1 ? 'has' : 'have'} a confirmed spot now.`;
}

/** The same, as a toast: it shows wherever the player has scrolled to. */
export function toastPromotion(names: readonly string[]) {
  toast.success("You're in!", { description: promotionText(names) });
}
