// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Small readers for the public API's answers, so API tests read like the spec.
import type { Client, Res, TestApp } from './test-app.ts';

export const VISITOR_COOKIE = 'cs_visitor';
export const NO_NEW_NAMES = 'No names selected - Please enter at least one new name to book.';
export const INVALID_NAMES_PREFIX =
  "Names can only contain letters, spaces, apostrophes ('), hyphens (-), and periods (.).";

import type { PublicBooking, SessionDto as PublicSession } from '#core/schemas.ts';

export type { PublicBooking, PublicSession };

/** The visitor id in a credential `<id>.<signature>` (decision 0060); a bare id as it is. */
export const idOfCredential = (credential: string) => credential.split('.')[0] as string;

/** The visitor id a client holds in its cookie (undefined before the server gave it one). */
export const visitorIdOf = (client: Client) => {
  const credential = client.cookies.get(VISITOR_COOKIE);
  return credential === undefined ? undefined : idOfCredential(credential);
};

/**
 * A client that already holds a visitor cookie, obtained the way the web app does: `credential` is
 * what reconcile answered (and the cookie holds), `id` the visitor id answers show as `userId`.
 */
export async function visitorWithCookie(
  t: TestApp,
): Promise<{ client: Client; id: string; credential: string }> {
  const client = t.client();
  const res = await client.post('/api/user-session/reconcile', { sessionId: null });
  if (res.status !== 200) throw new Error(`reconcile answered ${res.status} ${JSON.stringify(res.body)}`);
  return { client, id: idOfCredential(res.body.sessionId), credential: res.body.sessionId };
}

export const book = (client: Client, sessionId: string, names: unknown, headers?: Record<string, string>) =>
  client.post(`/api/sessions/${sessionId}/bookings`, { names }, headers);

export const cancel = (
  client: Client,
  sessionId: string,
  bookingId: string,
  headers?: Record<string, string>,
) => client.delete(`/api/sessions/${sessionId}/bookings/${bookingId}`, headers);

export async function byLink(client: Client, link: string): Promise<PublicSession> {
  const res = await client.get<PublicSession>(`/api/sessions/by-link/${link}`);
  if (res.status !== 200) throw new Error(`by-link answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const namesOf = (session: { bookings: { name: string }[] }) => session.bookings.map((b) => b.name);

/** The Set-Cookie line for the visitor cookie, if the answer set one. */
export const visitorSetCookie = (res: Res) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));

/** A raw request the Client cannot make: any body bytes, any content type. */
export async function rawRequest(
  t: TestApp,
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string> = {},
) {
  const res = await fetch(t.url + path, { method, headers, body });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, text, json, headers: res.headers };
}

/** True when a text carries a JavaScript stack frame ("    at fn (file:1:2)"). */
export const hasStackTrace = (text: string) => /\bat .+[(/\\].*:\d+/.test(text) || /"stack"\s*:/.test(text);
