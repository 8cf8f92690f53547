import { validateSingleName } from '../core/names.ts';
import { DEFAULT_CAPACITY, sessionInputSchema } from '../core/session-input.ts';
import type { Db } from '../server/db/connection.ts';
import { activeBookings, canceledBookings } from '../server/store/bookings.ts';
import { createSession } from '../server/store/sessions.ts';
import { adminSessionView } from '../server/views/session-view.ts';
import { UsageError } from './errors.ts';

type Options = {
  date?: string;
  time?: string;
  title?: string;
  location?: string;
  capacity?: string;
  unpublished?: boolean;
  'pre-add'?: string;
};

/** session:create — any date, past included, so tests and demos can make every kind of session. */
export async function createSessionCommand(db: Db, o: Options) {
  const parsed = sessionInputSchema.safeParse({
    title: o.title,
    date: o.date,
    time: o.time,
    location: o.location,
    capacity: o.capacity === undefined ? DEFAULT_CAPACITY : Number(o.capacity),
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
  const preAddedNames: string[] = [];
  for (const raw of (o['pre-add'] ?? '').split(',').filter((n) => n.trim() !== '')) {
    const checked = validateSingleName(raw);
    if (!checked.ok) throw new UsageError(checked.error);
    preAddedNames.push(...checked.names);
  }
  const session = await createSession(db, {
    ...parsed.data,
    isPublished: !o.unpublished,
    createdBy: null,
    preAddedNames,
  });
  return adminSessionView(
    session,
    await activeBookings(db, session.id),
    await canceledBookings(db, session.id),
  );
}
