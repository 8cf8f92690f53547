// "Book every week" on a session of a weekly series (decision 0088): the tick box under the names,
// and, after a booking, where each name landed in each later week.
import type { BookingCreatedDto, SessionDto } from '#core/schemas.ts';
import { everyWeekLabel } from '#core/weekly-series.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Link } from '../../../lib/router.tsx';
import { skippedWeeksLine, weekLine } from '../every-week.ts';
import { bookedHereNote } from '../every-week-notes.ts';
import type { EveryWeek } from './every-week-on-demand.tsx';

/** Per later week, who is confirmed and who waits; the toast shows it too. */
export function EveryWeekResult({ result }: { result: BookingCreatedDto }) {
  const series = result.series ?? [];
  const skipped = skippedWeeksLine(result.session.laterWeeks ?? series.length, series.length);
  return (
    <div className="space-y-1 text-sm">
      {series.length > 0 && (
        <ul className="space-y-1">
          {series.map((week) => (
            <li key={week.sessionId}>{weekLine(week)}</li>
          ))}
        </ul>
      )}
      {skipped && <p>{skipped}</p>}
    </div>
  );
}

export function EveryWeekChoice({
  session,
  choice,
  disabled,
  allBooked,
  bookedHere,
}: {
  session: SessionDto;
  choice: EveryWeek;
  disabled: boolean;
  /** Every name on the form is booked here already: this week's booking, which decides, has none to take. */
  allBooked: boolean;
  /** The form's names booked here already: with new names beside them, they are not taken to later weeks. */
  bookedHere: readonly string[];
}) {
  const laterWeeks = session.laterWeeks ?? 0;
  if (laterWeeks === 0) return null;
  // Decision 0088: this week decides, so names booked here already go to later weeks from next week's page.
  const note = choice.checked && !choice.result?.series ? bookedHereNote(allBooked, bookedHere) : undefined;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <Checkbox
          id="book-every-week"
          checked={choice.checked}
          onCheckedChange={choice.setChecked}
          disabled={disabled}
          // The note under the box, when there is one, describes it too.
          aria-describedby={note ? 'book-every-week-hint book-every-week-note' : 'book-every-week-hint'}
        />
        <div className="text-sm">
          <label htmlFor="book-every-week" className="block font-semibold text-stone-800">
            Book every week
          </label>
          <p id="book-every-week-hint" className="text-stone-700">
            {everyWeekLabel(session.date, laterWeeks)}
          </p>
        </div>
      </div>
      {note && (
        <p id="book-every-week-note" className="text-sm text-stone-700">
          {note}{' '}
          <Link to="/sessions" className="font-semibold text-green-800 underline underline-offset-2">
            sessions list
          </Link>{' '}
          and tick Book every week there.
        </p>
      )}
      {choice.result?.series && (
        <section aria-label="Later weeks" className="rounded-md border border-stone-200 bg-stone-50 p-3">
          <h3 className="mb-1 text-sm font-semibold text-stone-900">Later weeks</h3>
          <EveryWeekResult result={choice.result} />
        </section>
      )}
    </div>
  );
}
