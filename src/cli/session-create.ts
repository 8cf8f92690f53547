import { priceFromText } from '#core/money.ts';
import { createSessionSchema } from '#core/schemas.ts';
import { DEFAULT_CAPACITY } from '#core/session-defaults.ts';
import { isRepeatWeeks, REPEAT_WEEKS_ERROR } from '#core/weekly-series.ts';
import { createSessionsAsAdmin } from '../server/services/admin-sessions.ts';
import type { ServiceDeps } from '../server/services/deps.ts';
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
  price?: string;
};

function repeatWeeks(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const weeks = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!isRepeatWeeks(weeks)) throw new UsageError(REPEAT_WEEKS_ERROR);
  return weeks;
}

/**
 * session:create — the admin's create call, past dates included, so tests and demos can make every
 * kind of session. With --repeat-weeks N, a weekly series (decision 0038) printed as
 * `{ sessions: [...] }`; without it, the one session as always.
 */
export async function createSessionCommand(deps: ServiceDeps, o: Options) {
  const parsed = createSessionSchema.safeParse({
    title: o.title,
    date: o.date,
    time: o.time,
    location: o.location,
    capacity: o.capacity === undefined ? DEFAULT_CAPACITY : Number(o.capacity),
    isPublished: !o.unpublished,
    preAddedNames: (o['pre-add'] ?? '').split(','),
    repeatWeeks: repeatWeeks(o['repeat-weeks']),
    price: o.price === undefined ? undefined : priceFromText(o.price),
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
  // The admin call's own refusals (a bad pre-added name) are bad input here too: exit code 2 (errors.ts).
  const sessions = await createSessionsAsAdmin(deps, parsed.data, null, { allowPast: true });
  return parsed.data.repeatWeeks === undefined ? sessions[0] : { sessions };
}
