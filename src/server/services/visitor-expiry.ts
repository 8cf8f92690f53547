// What the server forgets by itself (docs/product/data.md, decision 0054): visitor ids that never
// booked and were not seen for a month, and visitors' push subscriptions nobody has used for half a
// year, so ids and subscriptions minted by the thousand do not stay for ever.
import type { FastifyInstance } from 'fastify';
import { addDays, clubDate } from '#core/club-time.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import {
  deleteOrphanAdminSubscriptions,
  deleteUnusedVisitorSubscriptions,
} from '../store/push-subscriptions.ts';
import { deleteIdleVisitors } from '../store/visitors.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A visitor id with no booking at all, unseen this long, is forgotten (with its preferences and push). */
export const IDLE_VISITOR_DAYS = 30;
/** A visitor's subscription, not renewed and its visitor unseen this long, with nothing ahead, goes. */
export const UNUSED_SUBSCRIPTION_DAYS = 180;

export type Expired = { visitors: number; subscriptions: number };

export async function expireIdleVisitors(db: Db, config: Config, now = new Date()): Promise<Expired> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  // Yesterday in club time: a session still running around midnight keeps its players' pushes.
  const fromDate = addDays(clubDate(now, config.clubTimeZone), -1);
  const subscriptions =
    (await deleteUnusedVisitorSubscriptions(db, ago(UNUSED_SUBSCRIPTION_DAYS), fromDate)) +
    (await deleteOrphanAdminSubscriptions(db));
  const visitors = await deleteIdleVisitors(db, ago(IDLE_VISITOR_DAYS));
  return { visitors, subscriptions };
}

const SWEEP_EVERY_MS = 60 * 60_000;
const FIRST_SWEEP_MS = 60_000;

/** Sweeps a minute after start, then hourly; every process may, the deletes do not collide. */
export function sweepIdleVisitors(app: FastifyInstance, db: Db, config: Config): void {
  const sweep = () =>
    void expireIdleVisitors(db, config).catch((err) => app.log.warn({ err }, 'visitor expiry failed'));
  const first = setTimeout(sweep, FIRST_SWEEP_MS);
  const every = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
