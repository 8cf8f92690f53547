// Test sessions are made through the real command line (DESIGN.md §7), in the server's data folder.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { addDays, clubDate } from '../../src/core/club-time.ts';
import type { SessionDto } from '../../src/core/schemas.ts';
import { CLUB_TIME_ZONE, E2E_DATA_DIR } from './env.ts';

type SessionOptions = {
  date: string;
  time: string;
  title?: string;
  location?: string;
  capacity?: number;
  unpublished?: boolean;
  preAdd?: string[];
};

export function createSession(o: SessionOptions): SessionDto {
  const args = ['tsx', 'src/cli/main.ts', 'session:create', '--date', o.date, '--time', o.time];
  args.push(
    '--title',
    o.title ?? uniqueTitle('E2E Session'),
    '--location',
    o.location ?? 'Court 3, Riverside Club',
  );
  if (o.capacity !== undefined) args.push('--capacity', String(o.capacity));
  if (o.unpublished) args.push('--unpublished');
  if (o.preAdd?.length) args.push('--pre-add', o.preAdd.join(','));
  const out = execFileSync('npx', args, {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as SessionDto;
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
export function futureSession(o: Partial<SessionOptions> = {}): SessionDto {
  return createSession({ date: clubDay(3), time: '18:00', ...o });
}
