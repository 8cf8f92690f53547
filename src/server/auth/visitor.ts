// Anonymous visitor identity (docs/product/roles.md): a signed credential for a random id in an
// httpOnly, SameSite=Lax cookie (decision 0060). Ids are issued by the server only (decision 0017):
// a cookie whose id is not in the visitors table is worth nothing for a write.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { secureCookies } from '../routes/deps.ts';
import { markVisitorSeen, markVisitorSigned } from '../store/visitors.ts';
import { VisitorCredentials } from './visitor-credential.ts';

export const VISITOR_COOKIE = 'cs_visitor';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest lifetime browsers honour

/**
 * Ids this app has seen the database confirm, with when it last noted the visit. Only visitors
 * unseen for a month are deleted (decision 0054), so an id confirmed within the hour stays issued;
 * `last_seen_at` is noted at most once an hour per id (decision 0031), which spares a write on
 * nearly every request of a returning visitor.
 */
const SEEN_NOTE_EVERY_MS = 60 * 60 * 1000;
const MAX_REMEMBERED_IDS = 10_000;

/** The app's visitor state, made once in buildApp (decision 0090): its credential key, ids confirmed. */
export class Visitors {
  readonly credentials: VisitorCredentials;
  readonly #confirmed = new Map<string, number>();

  constructor(
    private readonly db: Db,
    config: Config,
  ) {
    this.credentials = new VisitorCredentials(config);
  }

  /** Whether the server issued `id`, noting the visit (see above). */
  async isIssued(id: string): Promise<boolean> {
    const confirmed = this.#confirmed;
    const now = Date.now();
    const notedAt = confirmed.get(id);
    if (notedAt !== undefined && now - notedAt < SEEN_NOTE_EVERY_MS) return true;
    if (!(await markVisitorSeen(this.db, id))) return false;
    this.noteSeen(id, now);
    return true;
  }

  /**
   * The id's row was written (or found) just now: its next requests within the hour need no look-up.
   * A rush of bookings by visitors who opened the page minutes ago wrote one row each otherwise.
   */
  noteSeen(id: string, now = Date.now()): void {
    const confirmed = this.#confirmed;
    confirmed.delete(id);
    confirmed.set(id, now);
    if (confirmed.size > MAX_REMEMBERED_IDS) confirmed.delete(confirmed.keys().next().value as string);
  }
}

export type VisitorDeps = { db: Db; config: Config; visitors: Visitors };

/**
 * The id the cookie's credential names, unchecked against the database: enough for reads, where an
 * id that was never issued simply owns nothing. A bare id counts as none here.
 */
export function visitorIdFromCookie({ visitors }: Pick<VisitorDeps, 'visitors'>, request: FastifyRequest) {
  const credential = visitors.credentials.read(request.cookies[VISITOR_COOKIE]);
  return credential && !credential.bareId ? credential.id : null;
}

/** Sets the cookie to the visitor's credential and answers it (reconcile's `sessionId`). */
export function setVisitorCookie(
  { config, visitors }: Pick<VisitorDeps, 'config' | 'visitors'>,
  reply: FastifyReply,
  id: string,
): string {
  const credential = visitors.credentials.sign(id);
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

/**
 * The visitor a credential (say, one a browser kept in localStorage after losing its cookie) names,
 * if its signature holds and the server issued the id; a bare id never (decision 0060).
 */
export async function issuedVisitorOfCredential(
  { visitors }: VisitorDeps,
  value: unknown,
): Promise<string | null> {
  const credential = visitors.credentials.read(value);
  if (!credential || credential.bareId) return null;
  return (await visitors.isIssued(credential.id)) ? credential.id : null;
}

/**
 * The cookie's visitor if the server issued it (and notes the visit), otherwise null. A bare id
 * counts only for a visitor who never held a credential, and is never remembered as confirmed.
 * Looked up once per request and kept on it (`request.visitor`): the rate limiter and the route
 * both ask.
 */
export function issuedCookieVisitor(
  { db, visitors }: VisitorDeps,
  request: FastifyRequest,
): Promise<CookieVisitor | null> {
  if (!request.visitor) {
    const claimed = visitors.credentials.read(request.cookies[VISITOR_COOKIE]);
    request.visitor = !claimed
      ? Promise.resolve(null)
      : (claimed.bareId
          ? markVisitorSeen(db, claimed.id, { bareId: true })
          : visitors.isIssued(claimed.id)
        ).then((known) => (known ? claimed : null));
  }
  return request.visitor;
}

/** The cookie's visitor id if the server issued it (see issuedCookieVisitor), otherwise null. */
export async function issuedVisitorId(deps: VisitorDeps, request: FastifyRequest): Promise<string | null> {
  return (await issuedCookieVisitor(deps, request))?.id ?? null;
}

/**
 * A visitor from before credentials (a bare id in the cookie) trades it for a credential: the cookie
 * is re-set and the bare id proves nothing from now on (decision 0060). Answers the credential.
 */
export async function tradeBareId(deps: VisitorDeps, reply: FastifyReply, id: string): Promise<string> {
  await markVisitorSigned(deps.db, id);
  return setVisitorCookie(deps, reply, id);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's visitor, once looked up (issuedCookieVisitor); null until then. */
    visitor: Promise<CookieVisitor | null> | null;
  }
}
