// What a visitor may see of a session (docs/product/booking-rules.md): a published one. To them an
// unknown session and an unpublished one look alike, the session's own 404. The one place that says
// so for a session row: booking and cancelling (on the locked row), the calendar file, the live
// stream and the link previews (by link).
import { SESSION_NOT_FOUND } from '#core/session-messages.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../errors.ts';
import { findSessionByLink, type SessionRow } from '../store/sessions.ts';

const isPublished = (session: SessionRow | undefined): session is SessionRow => session?.is_published === 1;

/** The session, if a visitor may see it; otherwise not found (404). */
export function publishedOr404(session: SessionRow | undefined): SessionRow {
  if (!isPublished(session)) throw notFound(SESSION_NOT_FOUND);
  return session;
}

/** A published session by its link; an unknown and an unpublished one look alike (undefined). */
export async function findPublishedSession(db: Db, link: string): Promise<SessionRow | undefined> {
  const session = await findSessionByLink(db, link);
  return isPublished(session) ? session : undefined;
}

/** The same, for calls that answer the session's own 404 when there is none. */
export async function publishedSessionOr404(db: Db, link: string): Promise<SessionRow> {
  return publishedOr404(await findSessionByLink(db, link));
}
