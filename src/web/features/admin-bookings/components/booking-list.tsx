import type { PublicBooking } from '#core/schemas.ts';
import { type VisitorColour, visitorKey } from '#core/visitor-colours.ts';
import { BookingRow, type BookingRowProps } from './booking-row.tsx';

type Shared = Pick<BookingRowProps, 'sessionId' | 'readOnly' | 'takesAttendance' | 'hintId'>;

type BookingListProps = Shared &
  Pick<BookingRowProps, 'payable'> & {
    heading: string;
    headingId: string;
    tone: 'confirmed' | 'waiting';
    bookings: PublicBooking[];
    colours: Map<string, VisitorColour>;
    highlightedVisitor: string | null;
    onSelectVisitor: (key: string) => void;
    onEdit: (booking: PublicBooking) => void;
    onCancel: (booking: PublicBooking) => void;
  };

const FALLBACK_COLOUR: VisitorColour = { name: 'grey', hex: '#57534e' };

/** A numbered list (from 1) of confirmed or waiting bookings under its heading. */
export function BookingList({
  heading,
  headingId,
  tone,
  bookings,
  colours,
  highlightedVisitor,
  onSelectVisitor,
  onEdit,
  onCancel,
  ...shared
}: BookingListProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className={
          tone === 'waiting' ? 'text-base font-bold text-amber-900' : 'text-base font-bold text-green-900'
        }
      >
        {heading}
      </h2>
      <ol className="mt-2 space-y-2">
        {bookings.map((booking, i) => {
          const key = visitorKey(booking);
          return (
            <BookingRow
              key={booking.id}
              {...shared}
              booking={booking}
              position={i + 1}
              waiting={tone === 'waiting'}
              colour={colours.get(booking.id) ?? FALLBACK_COLOUR}
              highlighted={highlightedVisitor === key}
              onSelect={() => onSelectVisitor(key)}
              onEdit={() => onEdit(booking)}
              onCancel={() => onCancel(booking)}
            />
          );
        })}
      </ol>
    </section>
  );
}
