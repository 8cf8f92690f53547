import { randomUUID } from 'node:crypto';
import { validateSingleName } from '../core/names.ts';
import { DEFAULT_CAPACITY, sessionInputSchema } from '../core/session-input.ts';
import { isRepeatWeeks, REPEAT_WEEKS_ERROR, weeklySessions } from '../core/weekly-series.ts';
import type { Db } from '../server/db/connection.ts';
import { adminViews } from '../server/services/admin-sessions.ts';
import { createSessions } from '../server/store/sessions.ts';
import { UsageError } from './errors.ts';

type Options = {
  date?: string;
  time?: string;
  title?: string;
  location?: string;
  capacity?: string;
  unpublished?: boolean;
  'pre-add'?: string;
  'repeat-weeks'?: string;
};

function repeatWeeks(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const weeks = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!isRepeatWeeks(weeks)) throw new UsageError(REPEAT_WEEKS_ERROR);
  return weeks;
}

/**
 * session:create — any date, past included, so tests and demos can make every kind of session. With
 * --repeat-weeks N, a weekly series (decision 0038) printed as `{ sessions: [...] }`; without it, the
 * one session as always.
 */
export async function createSessionCommand(db: Db, o: Options) {
  const parsed = sessionInputSchema.safeParse({
    title: o.title,
    date: o.date,
    time: o.time,
    location: o.location,
    capacity: o.capacity === undefined ? DEFAULT_CAPACITY : Number(o.capacity),
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
  const weeks = repeatWeeks(o['repeat-weeks']);
  const preAddedNames: string[] = [];
  for (const raw of (o['pre-add'] ?? '').split(',').filter((n) => n.trim() !== '')) {
    const checked = validateSingleName(raw);
    if (!checked.ok) throw new UsageError(checked.error);
    preAddedNames.push(...checked.names);
  }
  const first = { ...parsed.data, isPublished: !o.unpublished, createdBy: null, preAddedNames };
  const sessions = await adminViews(db, await createSessions(db, weeklySessions(first, weeks, randomUUID())));
  return o['repeat-weeks'] === undefined ? sessions[0] : { sessions };
}
