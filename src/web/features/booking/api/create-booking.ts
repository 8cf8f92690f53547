import { useMutation } from '@tanstack/react-query';
import type { BookingCreatedDto } from '#core/schemas.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { visitorJson } from '../../../lib/visitor-id.ts';
import { useSessionAnswer } from './use-session-answer.ts';

export const BOOKING_VALIDATION_FALLBACK = 'Validation error. Please check the name(s) and try again.';
export const BOOKING_FAILED = 'Unable to submit booking. Please try again.';
/** Under the spec's text when the names could not be sent (offline): nothing was booked (decision 0192). */
export const BOOKING_NOT_SENT = 'Nothing was booked: the names could not be sent. Check your connection.';
/** Under the spec's text when they were sent and no answer came: they may have been booked. */
export const BOOKING_NO_ANSWER = 'No answer came. Check the list before you book again.';

/** A refusal the screen shows as it is (docs/product/messages-and-limits.md Booking create). */
export class BookingRefused extends Error {
  constructor(
    message: string,
    /** Said under the message: why, when the spec's text does not say. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** POST /sessions/{id}/bookings; every failure becomes a BookingRefused with the spec's message. */
export async function createBooking(
  sessionId: string,
  names: string[],
  everyWeek = false,
): Promise<BookingCreatedDto> {
  try {
    return await visitorJson<BookingCreatedDto>(`/sessions/${encodeURIComponent(sessionId)}/bookings`, {
      method: 'POST',
      // "Book every week" (decision 0088) is sent only when ticked: a plain booking's body is as before.
      body: everyWeek ? { names, everyWeek } : { names },
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) {
      throw new BookingRefused(error.error || BOOKING_VALIDATION_FALLBACK);
    }
    if (error instanceof ApiRequestError) throw new BookingRefused(BOOKING_FAILED);
    // Offline, the browser sends nothing; otherwise the names may have arrived before the line dropped.
    throw new BookingRefused(BOOKING_FAILED, navigator.onLine ? BOOKING_NO_ANSWER : BOOKING_NOT_SENT);
  }
}

/** docs/product/messages-and-limits.md success texts, from the names the server confirmed and put on the waiting list. */
export function bookingSuccessMessage({
  confirmed,
  waiting,
}: Pick<BookingCreatedDto, 'confirmed' | 'waiting'>) {
  if (confirmed.length > 0 && waiting.length > 0) {
    return `${confirmed.length} spot(s) confirmed, ${waiting.length} added to waiting list`;
  }
  if (waiting.length > 0) return 'Added to waiting list';
  return 'Successfully booked';
}

export function useCreateBooking(link: string) {
  const answer = useSessionAnswer(link);
  return useMutation({
    mutationFn: ({
      sessionId,
      names,
      everyWeek,
    }: {
      sessionId: string;
      names: string[];
      everyWeek?: boolean;
    }) => createBooking(sessionId, names, everyWeek),
    onSuccess: (result) => answer.onSuccess(result.session),
    onError: answer.onError,
  });
}
