// Anonymous visitor identity (docs/product/roles.md): a random id in an httpOnly, SameSite=Lax cookie. Ids are
// issued by the server only (decision 0017): a cookie id that is not in the visitors table is
// worth nothing for a write.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import { isVisitorIdShape, markVisitorSeen } from '../store/visitors.ts';

export const VISITOR_COOKIE = 'cs_visitor';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest lifetime browsers honour

/** The id the cookie claims, unchecked: enough for reads, where an unknown id simply owns nothing. */
export function visitorIdFromCookie(request: FastifyRequest): string | null {
  const id = request.cookies[VISITOR_COOKIE];
  return isVisitorIdShape(id) ? id : null;
}

export function setVisitorCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}

// The rate limiter and the route both ask; the answer is looked up once per request.
const issuedIds = new WeakMap<FastifyRequest, Promise<string | null>>();

/**
 * Ids this process has seen the database confirm, with when it last noted the visit. Only visitors
 * unseen for a month are deleted (decision 0054), so an id confirmed within the hour stays issued;
 * `last_seen_at` is noted at most once an hour per id (decision 0031), which spares a write on
 * nearly every request of a returning visitor.
 */
const SEEN_NOTE_EVERY_MS = 60 * 60 * 1000;
const MAX_REMEMBERED_IDS = 10_000;
const confirmedByDb = new WeakMap<Db, Map<string, number>>();

async function isIssued(db: Db, id: string): Promise<boolean> {
  let confirmed = confirmedByDb.get(db);
  if (!confirmed) {
    confirmed = new Map();
    confirmedByDb.set(db, confirmed);
  }
  const now = Date.now();
  const notedAt = confirmed.get(id);
  if (notedAt !== undefined && now - notedAt < SEEN_NOTE_EVERY_MS) return true;
  if (!(await markVisitorSeen(db, id))) return false;
  confirmed.delete(id);
  confirmed.set(id, now);
  if (confirmed.size > MAX_REMEMBERED_IDS) confirmed.delete(confirmed.keys().next().value as string);
  return true;
}

/** Whether `id` (say, one a browser kept after losing its cookie) is one the server issued. */
export async function isIssuedVisitorId(db: Db, id: unknown): Promise<boolean> {
  return isVisitorIdShape(id) && isIssued(db, id);
}

/** The cookie's visitor id if the server issued it (and notes the visit), otherwise null. */
export function issuedVisitorId(db: Db, request: FastifyRequest): Promise<string | null> {
  let answer = issuedIds.get(request);
  if (!answer) {
    const claimed = visitorIdFromCookie(request);
    answer = claimed
      ? isIssued(db, claimed).then((known) => (known ? claimed : null))
      : Promise.resolve(null);
    issuedIds.set(request, answer);
  }
  return answer;
}
