import { type FormEvent, Suspense, useEffect, useRef, useState } from 'react';
import type { VisitorCancelWindow } from '#core/cancel-rules.ts';
import { alreadyBookedNote, NO_NEW_NAMES_MESSAGE, nameKey, validateBookingNames } from '#core/names.ts';
import type { SessionDto } from '#core/schemas.ts';
import { type Availability, roomLeft, tooManyNamesMessage } from '#core/session-fill.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { LoadFailureBoundary, onDemand, preloadOn } from '../../../components/ui/on-demand.tsx';
import { Link } from '../../../lib/router.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  BOOKING_FAILED,
  BOOKING_NOT_SENT,
  BookingRefused,
  bookingSuccessMessage,
  useCreateBooking,
} from '../api/create-booking.ts';
import { laterWeeksSummary } from '../every-week.ts';
import { loadFormParts } from '../form-parts.ts';
import { useBookingNames } from '../hooks/use-booking-names.ts';
import { useCancelFlow } from '../hooks/use-cancel-flow.tsx';
import { usePromotedNames } from '../hooks/use-promoted-names.ts';
import {
  addFamilyMember,
  hasAnyName,
  MAIN_NAME_REQUIRED,
  MAX_ROWS,
  nameInputId,
  othersNames,
  ownPlaces,
  type RowStatus,
  removeEntry,
  rowStatus,
  rowsToBook,
  stillBookedAfterEdit,
  stillBookedNote,
  updateEntry,
} from '../name-entries.ts';
import { EveryWeekChoiceOnDemand, useEveryWeek } from './every-week-on-demand.tsx';
import { NameRow } from './name-row.tsx';
import { BookingClosedNotice } from './session-notices.tsx';

const Result = onDemand(() => loadFormParts().then((m) => m.BookingResult));
const Promotion = onDemand(() => loadFormParts().then((m) => m.PromotionNotice));

type BookingFormProps = {
  session: SessionDto;
  /** The room left: more new names than fit are refused whole, so the form says so first (decision 0065). */
  room: Availability;
  /**
   * Nothing fits any more: the button and its hints are hidden, not removed, while the rows keep
   * saying where each booked name stands, the booking that took the last place still shows its
   * result, and typed names wait for a place to open (decision 0065).
   */
  closed: boolean;
  /** Name keys this visitor cancelled on this session: not booked again unless chosen (decisions 0019, 0063). */
  canceledKeys: ReadonlySet<string>;
  onBookAgain: (key: string) => void;
  cancelWindow: VisitorCancelWindow;
  onCanceled: (name: string) => void;
  /** Present while this browser could still turn notifications on. */
  onEnableNotifications: (() => void) | undefined;
};

/** The form's names booked here already, each once (a name typed twice is one booking). */
function bookedNames(statuses: readonly RowStatus[]): string[] {
  const byKey = new Map<string, string>();
  for (const s of statuses) if (typeof s === 'object') byKey.set(nameKey(s.booking.name), s.booking.name);
  return [...byKey.values()];
}

export function BookingForm({
  session,
  room,
  closed,
  canceledKeys,
  onBookAgain,
  cancelWindow,
  onCanceled,
  onEnableNotifications,
}: BookingFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // Between a tap and the checks' code arriving: a second tap must not send the names twice.
  const checking = useRef(false);
  const places = ownPlaces(session);
  const bookedKeys = new Set(places.keys());
  const { entries, update, remember } = useBookingNames(session.link, formRef, bookedKeys);
  const booking = useCreateBooking(session.link);
  const cancel = useCancelFlow(session, cancelWindow, onCanceled);
  const promoted = usePromotedNames(session, places);
  const everyWeek = useEveryWeek();
  const [problems, setProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const [stillBooked, setStillBooked] = useState<ReadonlyMap<number, string>>(new Map());
  const [nameRules, setNameRules] = useState('');
  const [booked, setBooked] = useState<{ names: string[]; key: number } | null>(null);
  // What takes focus after this render: a row's field (a new family row, the first invalid name), or
  // the button again after a failure (it was disabled while sending, which dropped focus to the page).
  const [focusRow, setFocusRow] = useState<number | 'submit' | null>(null);
  const statuses = entries.map((e) => rowStatus(e, places, canceledKeys));
  const others = othersNames(session);
  const rows = rowsToBook(entries, statuses);
  const count = rows.length;
  const tooMany = count > roomLeft(room);
  const submitting = booking.isPending;
  const invalidNames = [...problems.values()].some((p) => p !== MAIN_NAME_REQUIRED);

  // After a refusal the button takes the focus again, or, when the refusal showed that nothing fits
  // any more (the button is hidden), the notice that says booking is closed.
  const refused = useRef(false);
  const submitTarget = closed ? '[data-closed-notice]' : '[type=submit]';
  useEffect(() => {
    if (focusRow === null) return;
    const selector = focusRow === 'submit' ? submitTarget : `#${nameInputId(focusRow)}`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
    setFocusRow(null);
  }, [focusRow, submitTarget]);
  useEffect(() => {
    if (closed && refused.current) formRef.current?.querySelector<HTMLElement>(submitTarget)?.focus();
    refused.current = false;
  }, [closed, submitTarget]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    // Preloaded when the button is pressed; without it (offline, say) nothing can be booked either.
    loadFormParts()
      .then(check, () => refuse(BOOKING_FAILED, BOOKING_NOT_SENT))
      .finally(() => {
        checking.current = false;
      });
  }

  /** The booking was refused or not sent: said in a toast, and the button has the focus again. */
  function refuse(message: string, detail?: string) {
    // Without an answer the toast stays longer: the player has to see that nothing was booked.
    toast.error(message, detail ? { description: detail, duration: 10_000 } : undefined);
    refused.current = true;
    setFocusRow('submit');
  }

  function check({ rowProblems, NAME_RULES, notificationOffer }: Awaited<ReturnType<typeof loadFormParts>>) {
    // Same rules as the server (docs/product/validation.md), so a bad name never leaves the phone; each is told at its field.
    const found = rowProblems(entries, rows);
    setProblems(found);
    setNameRules(NAME_RULES);
    if (found.size > 0) {
      setFocusRow(Math.min(...found.keys()));
      return;
    }
    const checked = validateBookingNames(
      rows.map((i) => entries[i]?.name ?? ''),
      bookedKeys,
    );
    if (!checked.ok) {
      refuse(checked.error);
      return;
    }
    booking.mutate(
      { sessionId: session.id, names: checked.names, everyWeek: everyWeek.checked },
      {
        onSuccess: (result) => {
          everyWeek.setResult(result);
          const message = bookingSuccessMessage(result);
          const offerText = onEnableNotifications ? notificationOffer(result, session) : undefined;
          const enable = offerText ? onEnableNotifications : undefined;
          const weeks = result.series
            ? laterWeeksSummary(result.session.laterWeeks ?? result.series.length, result.series.length)
            : undefined;
          // The notification offer rides on the result's own toast (6 s, the spec's time), so it
          // never covers the result (decision 0062); so does a line on the later weeks (decision 0157).
          toast.success(message, {
            description: [weeks, offerText].filter(Boolean).join(' ') || undefined,
            ...(enable && { duration: 6000, action: { label: 'Enable', onClick: enable } }),
          });
          const names = [...result.confirmed, ...result.waiting];
          remember(names);
          // The result takes focus (decision 0062): the button is disabled now, which drops focus to the page.
          setBooked((last) => ({ names, key: (last?.key ?? 0) + 1 }));
        },
        onError: (error) => refuse(error.message, error instanceof BookingRefused ? error.detail : undefined),
      },
    );
  }

  const editRow = (index: number, name: string) => {
    update(updateEntry(entries, index, { name }));
    setStillBooked(stillBookedAfterEdit(stillBooked, index, statuses[index] ?? 'open', name, places));
    setProblems((all) => new Map([...all].filter(([i]) => i !== index)));
  };

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Book spots" className="space-y-4">
        <div className="space-y-4">
          {entries.map((entry, i) => {
            const status = statuses[i] ?? 'open';
            const place = typeof status === 'object' ? status : undefined;
            // While nothing fits, only the rows of names booked here stay, saying where each stands.
            if (closed && !place) return null;
            return (
              <NameRow
                // Rows have no identity beyond their position; names are edited in place.
                // biome-ignore lint/suspicious/noArrayIndexKey: position is the row's identity
                key={i}
                entry={entry}
                index={i}
                status={status}
                error={problems.get(i)}
                note={rowNote(stillBooked.get(i), entry.name, status, others)}
                disabled={submitting}
                onNameChange={(name) => editRow(i, name)}
                onSelectedChange={(selected) => update(updateEntry(entries, i, { selected }))}
                onRemove={() => {
                  update(removeEntry(entries, i));
                  setProblems(new Map());
                  setStillBooked(new Map());
                  // The ✕ goes with its row: the focus goes to the row that takes its place, else the one above.
                  setFocusRow(Math.min(i, entries.length - 2));
                }}
                onCancel={
                  place && cancel.canCancel && cancel.cancellingId !== place.booking.id
                    ? () => cancel.ask(place.booking)
                    : undefined
                }
                onBookAgain={() => {
                  onBookAgain(nameKey(entry.name));
                  // 'Book again' goes with the Canceled tag: the focus goes to the name it brought back.
                  setFocusRow(i);
                }}
              />
            );
          })}
        </div>
        {entries.length < MAX_ROWS && !closed && (
          <Button
            variant="outline"
            className="min-h-11"
            onClick={() => {
              update(addFamilyMember(entries));
              setFocusRow(entries.length);
            }}
            disabled={submitting}
          >
            + Add Family Member
          </Button>
        )}
        {!closed && (
          <EveryWeekChoiceOnDemand
            session={session}
            choice={everyWeek}
            disabled={submitting}
            allBooked={count === 0 && places.size > 0 && !statuses.includes('canceled')}
            bookedHere={count > 0 ? bookedNames(statuses) : []}
          />
        )}
        <div className={closed ? 'space-y-3' : 'space-y-3 border-t border-stone-200 pt-4'}>
          {/* Without their code (offline), the toasts still tell the result; each new result tries again. */}
          <LoadFailureBoundary key={`${booked?.key ?? 0} ${promoted.join()}`}>
            <Suspense fallback={null}>
              {promoted.length > 0 && <Promotion.Component names={promoted} />}
              {booked && <Result.Component names={booked.names} focusKey={booked.key} places={places} />}
            </Suspense>
          </LoadFailureBoundary>
          <div className="space-y-3" hidden={closed}>
            {invalidNames && <FormMessage tone="error">{nameRules}</FormMessage>}
            {tooMany && <FormMessage tone="error">{tooManyNamesMessage(room)}</FormMessage>}
            <Button
              type="submit"
              className="min-h-12 w-full text-base"
              disabled={count === 0 || tooMany || submitting}
              {...preloadOn(loadFormParts)}
            >
              {/* Decision 0062: a disabled button does not offer to book 0 spots. */}
              {submitting ? 'Booking...' : count === 0 ? 'Book Spot(s)' : `Book ${count} Spot(s)`}
            </Button>
            {count === 0 && (
              <p className="text-center text-sm text-stone-700">
                {hasAnyName(entries) ? NO_NEW_NAMES_MESSAGE : 'Please enter at least one name to book.'}
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
          {closed && <BookingClosedNotice room={room} />}
        </div>
      </form>
      {cancel.dialog}
    </>
  );
}

/**
 * A row's note while it would book its name: a changed booked row's (the old name stays booked), or
 * a name someone else booked here already (decision 0191).
 */
function rowNote(booked: string | undefined, typed: string, status: RowStatus, others: readonly string[]) {
  if (status !== 'open' || typed.trim() === '') return undefined;
  return booked !== undefined ? stillBookedNote(booked, typed.trim()) : alreadyBookedNote(typed, others);
}
