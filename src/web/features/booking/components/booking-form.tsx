import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { INVALID_NAMES_MESSAGE, nameKey, validateBookingNames } from '../../../../core/names.ts';
import type { SessionDto } from '../../../../core/schemas.ts';
import { type Availability, roomLeft, tooManyNamesMessage } from '../../../../core/session-fill.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { bookingSuccessMessage, useCreateBooking } from '../api/create-booking.ts';
import { useBookingNames } from '../hooks/use-booking-names.ts';
import {
  addFamilyMember,
  hasAnyName,
  MAIN_NAME_REQUIRED,
  MAX_ROWS,
  removeEntry,
  rowProblems,
  rowStatus,
  rowsToBook,
  updateEntry,
} from '../name-entries.ts';
import { EveryWeekChoiceOnDemand, EveryWeekResultOnDemand, useEveryWeek } from './every-week-on-demand.tsx';
import { NameRow } from './name-row.tsx';

type BookingFormProps = {
  session: SessionDto;
  /** The room left: more new names than fit are refused whole, so the form says so first (decision 0065). */
  room: Availability;
  /** Name keys this visitor cancelled on this page: not booked again unless chosen (decision 0019). */
  canceledKeys: ReadonlySet<string>;
  onBookAgain: (key: string) => void;
  /** After a booking that put someone on the waiting list. */
  onWaitlisted: () => void;
};

export function BookingForm({ session, room, canceledKeys, onBookAgain, onWaitlisted }: BookingFormProps) {
  const { entries, update, saveNow } = useBookingNames();
  const booking = useCreateBooking(session.link);
  const everyWeek = useEveryWeek();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const bookedKeys = new Set(
    session.bookings.filter((b) => b.userId && b.userId === session.userId).map((b) => nameKey(b.name)),
  );
  const statuses = entries.map((e) => rowStatus(e, bookedKeys, canceledKeys));
  const rows = rowsToBook(entries, statuses);
  const count = rows.length;
  const tooMany = count > roomLeft(room);
  const submitting = booking.isPending;
  const invalidNames = [...problems.values()].some((p) => p !== MAIN_NAME_REQUIRED);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Same rules as the server (docs/product/validation.md), so a bad name never leaves the phone; each is told at its field.
    const found = rowProblems(entries, rows);
    setProblems(found);
    if (found.size > 0) {
      const first = Math.min(...found.keys());
      formRef.current?.querySelector<HTMLInputElement>(`#booking-name-${first}`)?.focus();
      return;
    }
    const checked = validateBookingNames(
      rows.map((i) => entries[i]?.name ?? ''),
      bookedKeys,
    );
    if (!checked.ok) {
      toast.error(checked.error);
      return;
    }
    booking.mutate(
      { sessionId: session.id, names: checked.names, everyWeek: everyWeek.checked },
      {
        onSuccess: (result) => {
          everyWeek.setResult(result);
          toast.success(bookingSuccessMessage(result), {
            description: result.series && <EveryWeekResultOnDemand result={result} />,
          });
          saveNow();
          if (result.waiting.length > 0) onWaitlisted();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  const editRow = (index: number, name: string) => {
    update(updateEntry(entries, index, { name }));
    setProblems((all) => new Map([...all].filter(([i]) => i !== index)));
  };

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
            status={statuses[i] ?? 'open'}
            error={problems.get(i)}
            disabled={submitting}
            onNameChange={(name) => editRow(i, name)}
            onSelectedChange={(selected) => update(updateEntry(entries, i, { selected }))}
            onRemove={() => {
              update(removeEntry(entries, i));
              setProblems(new Map());
            }}
            onBookAgain={() => onBookAgain(nameKey(entry.name))}
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
      <EveryWeekChoiceOnDemand session={session} choice={everyWeek} disabled={submitting} />
      <div className="space-y-3 border-t border-stone-200 pt-4">
        {invalidNames && <FormMessage tone="error">{INVALID_NAMES_MESSAGE}</FormMessage>}
        {tooMany && <FormMessage tone="error">{tooManyNamesMessage(room)}</FormMessage>}
        <Button
          type="submit"
          className="min-h-12 w-full text-base"
          disabled={count === 0 || tooMany || submitting}
        >
          {submitting ? 'Booking...' : `Book ${count} Spot(s)`}
        </Button>
        {count === 0 && (
          <p className="text-center text-sm text-stone-700">
            {hasAnyName(entries)
              ? 'No new names selected. Add or tick a name to book more spots.'
              : 'Please enter at least one name to book.'}
          </p>
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
