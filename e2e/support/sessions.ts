// Test sessions are made by the real command line's code (docs/product/system.md), in-process, in the server's
// data folder.
import { randomUUID } from 'node:crypto';
import { addDays, clubDate } from '#core/club-time.ts';
import type { SessionDto } from '#core/schemas.ts';
import { e2eCli } from './cli.ts';
import { CLUB_TIME_ZONE } from './env.ts';

type SessionOptions = {
  date: string;
  time: string;
  title?: string;
  location?: string;
  capacity?: number;
  unpublished?: boolean;
  preAdd?: string[];
  /** What a place costs, e.g. '12.50' (empty or absent = free). */
  price?: string;
};

/** The sessions made for the test running in this worker now: ./test.ts deletes them when it ends. */
const made: string[] = [];

/** Hands over (and forgets) the sessions made since the last call. */
export const takeMadeSessions = (): string[] => made.splice(0);

export async function createSession(o: SessionOptions): Promise<SessionDto> {
  const args = ['session:create', '--date', o.date, '--time', o.time];
  args.push(
    '--title',
    o.title ?? uniqueTitle('E2E Session'),
    '--location',
    o.location ?? 'Court 3, Riverside Club',
  );
  if (o.capacity !== undefined) args.push('--capacity', String(o.capacity));
  if (o.unpublished) args.push('--unpublished');
  if (o.preAdd?.length) args.push('--pre-add', o.preAdd.join(','));
  if (o.price !== undefined) args.push('--price', o.price);
  const session = (await e2eCli(args)) as SessionDto;
  made.push(session.id);
  return session;
}

/** A title nobody else's test uses, so lists can be searched for it. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** The club's calendar date `days` from today. */
export function clubDay(days: number): string {
  return addDays(clubDate(new Date(), CLUB_TIME_ZONE), days);
}

/** Date and HH:MM on the club's clock `hours` from now (to the minute). */
export function clubTimeIn(hours: number): { date: string; time: string } {
  const at = new Date(Date.now() + hours * 60 * 60 * 1000);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: CLUB_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: clubDate(at, CLUB_TIME_ZONE), time };
}

/** A session comfortably in the future: three days ahead, 6 pm. */
export function futureSession(o: Partial<SessionOptions> = {}): Promise<SessionDto> {
  return createSession({ date: clubDay(3), time: '18:00', ...o });
}

/** A weekly series of `weeks` sessions from `o.date` (decision 0038), each as the command line made it. */
export async function createSeries(weeks: number, o: Partial<SessionOptions> = {}): Promise<SessionDto[]> {
  const args = ['session:create', '--date', o.date ?? clubDay(3), '--time', o.time ?? '18:00'];
  args.push(
    '--title',
    o.title ?? uniqueTitle('E2E Series'),
    '--location',
    o.location ?? 'Court 3, Riverside Club',
  );
  args.push('--repeat-weeks', String(weeks));
  if (o.capacity !== undefined) args.push('--capacity', String(o.capacity));
  if (o.preAdd?.length) args.push('--pre-add', o.preAdd.join(','));
  const { sessions } = (await e2eCli(args)) as { sessions: SessionDto[] };
  made.push(...sessions.map((s) => s.id));
  return sessions;
}
