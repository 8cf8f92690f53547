// What the 'Book every week' box says before a booking (decision 0185): it loads with the box, on
// demand, so the booking page's first load does not carry it.
import { list } from './every-week.ts';

/**
 * Ticked with new names beside names booked here already: this week decides (decision 0088), so the
 * booked ones are not taken to the later weeks. Said before booking (decision 0185).
 */
export function leftOutOfLaterWeeks(bookedHere: readonly string[]): string {
  const verb = bookedHere.length === 1 ? 'is' : 'are';
  return `${list(bookedHere)} ${verb} booked this week already, so Book every week takes only the new names to the later weeks. To book ${list(bookedHere)} every week too, open next week's session from the`;
}

/**
 * What the ticked box says before a booking, if anything: every name on the form booked here already
 * (decision 0156), or some of them (decision 0185). It goes on with a link to the sessions list.
 */
export function bookedHereNote(allBooked: boolean, bookedHere: readonly string[]): string | undefined {
  if (allBooked)
    return "Your names are booked this week already. To book them every week from now on, open next week's session from the";
  return bookedHere.length > 0 ? leftOutOfLaterWeeks(bookedHere) : undefined;
}
