// Anonymous visitor identity (docs/product/roles.md): a signed credential for a random id in an
// httpOnly, SameSite=Lax cookie (decision 0060). Ids are issued by the server only (decision 0017):
// a cookie whose id is not in the visitors table is worth nothing for a write.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { secureCookies } from '../routes/deps.ts';
import { markVisitorSeen, markVisitorSigned } from '../store/visitors.ts';
import { credentialFor, readCredential } from './visitor-credential.ts';

export const VISITOR_COOKIE = 'cs_visitor';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest lifetime browsers honour

type VisitorDeps = { db: Db; config: Config };

/**
 * The id the cookie's credential names, unchecked against the database: enough for reads, where an
 * id that was never issued simply owns nothing. A bare id counts as none here.
 */
export function visitorIdFromCookie(config: Config, request: FastifyRequest): string | null {
  const credential = readCredential(config, request.cookies[VISITOR_COOKIE]);
  return credential && !credential.bareId ? credential.id : null;
}

/** Sets the cookie to the visitor's credential and answers it (reconcile's `sessionId`). */
export function setVisitorCookie(config: Config, reply: FastifyReply, id: string): string {
  const credential = credentialFor(config, id);
  reply.setCookie(VISITOR_COOKIE, credential, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(config),
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
  return credential;
}

/** The cookie's visitor, if the server issued it: `bareId` when it came without a credential. */
export type CookieVisitor = { id: string; bareId: boolean };

// The rate limiter and the route both ask; the answer is looked up once per request.
const issuedVisitors = new WeakMap<FastifyRequest, Promise<CookieVisitor | null>>();

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

/**
 * The visitor a credential (say, one a browser kept in localStorage after losing its cookie) names,
 * if its signature holds and the server issued the id; a bare id never (decision 0060).
 */
export async function issuedVisitorOfCredential(
  { db, config }: VisitorDeps,
  value: unknown,
): Promise<string | null> {
  const credential = readCredential(config, value);
  if (!credential || credential.bareId) return null;
  return (await isIssued(db, credential.id)) ? credential.id : null;
}

/**
 * The cookie's visitor if the server issued it (and notes the visit), otherwise null. A bare id
 * counts only for a visitor who never held a credential, and is never remembered as confirmed.
 */
export function issuedCookieVisitor(
  { db, config }: VisitorDeps,
  request: FastifyRequest,
): Promise<CookieVisitor | null> {
  let answer = issuedVisitors.get(request);
  if (!answer) {
    const claimed = readCredential(config, request.cookies[VISITOR_COOKIE]);
    answer = !claimed
      ? Promise.resolve(null)
      : (claimed.bareId ? markVisitorSeen(db, claimed.id, { bareId: true }) : isIssued(db, claimed.id)).then(
          (known) => (known ? claimed : null),
        );
    issuedVisitors.set(request, answer);
  }
  return answer;
}

/** The cookie's visitor id if the server issued it (see issuedCookieVisitor), otherwise null. */
export async function issuedVisitorId(deps: VisitorDeps, request: FastifyRequest): Promise<string | null> {
  return (await issuedCookieVisitor(deps, request))?.id ?? null;
}

/**
 * A visitor from before credentials (a bare id in the cookie) trades it for a credential: the cookie
 * is re-set and the bare id proves nothing from now on (decision 0060). Answers the credential.
 */
export async function tradeBareId(
  { db, config }: VisitorDeps,
  reply: FastifyReply,
  id: string,
): Promise<string> {
  await markVisitorSigned(db, id);
  return setVisitorCookie(config, reply, id);
}
