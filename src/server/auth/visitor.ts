// Anonymous visitor identity (DESIGN.md §4): a random id in an httpOnly, SameSite=Lax cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import { isVisitorIdShape, newVisitorId, touchVisitor } from '../store/visitors.ts';

export const VISITOR_COOKIE = 'cs_visitor';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest lifetime browsers honour

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

/** The caller's visitor id; a caller without one gets a new id and cookie (first booking). */
export async function ensureVisitor(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<string> {
  const existing = visitorIdFromCookie(request);
  const id = existing ?? newVisitorId();
  await touchVisitor(db, id);
  if (!existing) setVisitorCookie(reply, id, secure);
  return id;
}
