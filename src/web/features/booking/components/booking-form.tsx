import { type FormEvent, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { nameKey, validateBookingNames } from '../../../../core/names.ts';
import type { SessionDto } from '../../../../core/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { bookingSuccessMessage, useCreateBooking } from '../api/create-booking.ts';
import { useBookingNames } from '../hooks/use-booking-names.ts';
import { addFamilyMember, MAX_ROWS, removeEntry, selectedNames, updateEntry } from '../name-entries.ts';
import { NameRow } from './name-row.tsx';

export const MAIN_NAME_REQUIRED = 'Please enter your name.';

export function BookingForm({ session }: { session: SessionDto }) {
  const { entries, update, saveNow } = useBookingNames();
  const booking = useCreateBooking(session.link);
  const formRef = useRef<HTMLFormElement>(null);
  const names = selectedNames(entries);
  const count = names.length;
  const submitting = booking.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (entries[0]?.name.trim() === '') {
      toast.error(MAIN_NAME_REQUIRED);
      formRef.current?.querySelector<HTMLInputElement>('#booking-name-0')?.focus();
      return;
    }
    // Same rules as the server (spec §5), so a bad name never leaves the phone.
    const mine = new Set(
      session.bookings.filter((b) => b.userId && b.userId === session.userId).map((b) => nameKey(b.name)),
    );
    const checked = validateBookingNames(names, mine);
    if (!checked.ok) {
      toast.error(checked.error);
      return;
    }
    booking.mutate(
      { sessionId: session.id, names: checked.names },
      {
        onSuccess: (result) => {
          toast.success(bookingSuccessMessage(result));
          saveNow();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Book spots" className="space-y-4">
      <div className="space-y-4">
        {entries.map((entry, i) => (
          <NameRow
            // Rows have no identity beyond their position; names are edited in place.
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the row's identity
            key={i}
            entry={entry}
            index={i}
            disabled={submitting}
            onNameChange={(name) => update(updateEntry(entries, i, { name }))}
            onSelectedChange={(selected) => update(updateEntry(entries, i, { selected }))}
            onRemove={() => update(removeEntry(entries, i))}
          />
        ))}
      </div>
      {entries.length < MAX_ROWS && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => update(addFamilyMember(entries))}
          disabled={submitting}
        >
          + Add Family Member
        </Button>
      )}
      <div className="space-y-3 border-t border-stone-200 pt-4">
        <Button type="submit" className="min-h-12 w-full text-base" disabled={count === 0 || submitting}>
          {submitting ? 'Booking...' : `Book ${count} Spot(s)`}
        </Button>
        {count === 0 && (
          <p className="text-center text-sm text-stone-700">Please enter at least one name to book.</p>
        )}
        <p className="text-center text-sm text-stone-700">
          By booking you agree to the{' '}
          <Link to="/terms" className="font-semibold text-green-800 underline underline-offset-2">
            Terms &amp; Conditions
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
