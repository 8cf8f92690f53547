// The routes the bad-input battery aims at (every one of src/server/routes/*.ts, the ones
// docs/product/api.md adds, and pages), with a good body of each shape for the mutations to start from.
import type { Rng } from './prng.ts';

export type Who = 'admin' | 'visitor' | 'nobody';
export type BodyShape =
  | 'none'
  | 'names'
  | 'reconcile'
  | 'preferences'
  | 'session'
  | 'publish'
  | 'cancelReason'
  | 'defaults'
  | 'name'
  | 'paid'
  | 'attendance'
  | 'allPresent'
  | 'fee'
  | 'signIn'
  | 'signUp'
  | 'reset'
  | 'subscribe'
  | 'endpoint'
  | 'adminEmail'
  | 'transfer';
export type Route = { method: string; path: string; body: BodyShape; who: Who; weight: number };

/**
 * Every route the server has (src/server/routes/*.ts), the ones docs/product/api.md adds, and pages.
 * :id is the main session (bookings), :spare a session admin calls may change or delete.
 */
export const ROUTES: Route[] = [
  { method: 'GET', path: '/api/health', body: 'none', who: 'nobody', weight: 1 },
  { method: 'GET', path: '/api/health/ready', body: 'none', who: 'nobody', weight: 1 },
  { method: 'GET', path: '/metrics', body: 'none', who: 'nobody', weight: 1 },
  { method: 'GET', path: '/api/me', body: 'none', who: 'admin', weight: 2 },
  { method: 'GET', path: '/api/upcoming-sessions', body: 'none', who: 'visitor', weight: 2 },
  { method: 'GET', path: '/api/sessions/by-link/:link', body: 'none', who: 'visitor', weight: 4 },
  {
    method: 'GET',
    path: '/api/sessions/by-link/:link/calendar.ics',
    body: 'none',
    who: 'visitor',
    weight: 1,
  },
  { method: 'GET', path: '/api/sessions/by-link/:link/events', body: 'none', who: 'visitor', weight: 1 },
  { method: 'POST', path: '/api/sessions/:id/bookings', body: 'names', who: 'visitor', weight: 14 },
  {
    method: 'DELETE',
    path: '/api/sessions/:id/bookings/:bookingId',
    body: 'none',
    who: 'visitor',
    weight: 4,
  },
  { method: 'POST', path: '/api/user-session/reconcile', body: 'reconcile', who: 'visitor', weight: 4 },
  { method: 'GET', path: '/api/user-session/preferences', body: 'none', who: 'visitor', weight: 2 },
  { method: 'GET', path: '/api/user-session/bookings', body: 'none', who: 'visitor', weight: 2 },
  { method: 'PUT', path: '/api/user-session/preferences', body: 'preferences', who: 'visitor', weight: 5 },
  { method: 'POST', path: '/api/webpush/subscribe', body: 'subscribe', who: 'visitor', weight: 2 },
  { method: 'POST', path: '/api/webpush/unsubscribe', body: 'endpoint', who: 'visitor', weight: 1 },
  { method: 'POST', path: '/api/auth/sign-in/email', body: 'signIn', who: 'nobody', weight: 3 },
  { method: 'POST', path: '/api/auth/sign-up/email', body: 'signUp', who: 'nobody', weight: 2 },
  { method: 'GET', path: '/api/auth/get-session', body: 'none', who: 'admin', weight: 2 },
  { method: 'POST', path: '/api/auth/request-password-reset', body: 'reset', who: 'nobody', weight: 1 },
  { method: 'POST', path: '/api/auth/reset-password', body: 'signIn', who: 'nobody', weight: 1 },
  { method: 'POST', path: '/api/auth/sign-in/social', body: 'endpoint', who: 'nobody', weight: 1 },
  { method: 'GET', path: '/api/auth/callback/google?code=x&state=y', body: 'none', who: 'nobody', weight: 1 },
  { method: 'GET', path: '/api/auth/verify-email?token=x', body: 'none', who: 'nobody', weight: 1 },
  { method: 'GET', path: '/api/auth/no-such-endpoint', body: 'none', who: 'nobody', weight: 1 },
  { method: 'POST', path: '/api/sessions', body: 'session', who: 'admin', weight: 6 },
  { method: 'GET', path: '/api/sessions', body: 'none', who: 'admin', weight: 2 },
  { method: 'GET', path: '/api/sessions/past?since=2024-01-01', body: 'none', who: 'admin', weight: 2 },
  { method: 'GET', path: '/api/sessions/:id', body: 'none', who: 'admin', weight: 3 },
  { method: 'PUT', path: '/api/sessions/:spare', body: 'session', who: 'admin', weight: 5 },
  { method: 'DELETE', path: '/api/sessions/:fake', body: 'none', who: 'admin', weight: 2 },
  { method: 'POST', path: '/api/sessions/:spare/publish', body: 'publish', who: 'admin', weight: 3 },
  { method: 'POST', path: '/api/sessions/:spare/cancel', body: 'cancelReason', who: 'admin', weight: 3 },
  { method: 'DELETE', path: '/api/sessions/:spare/cancel', body: 'none', who: 'admin', weight: 1 },
  { method: 'GET', path: '/api/admin/session-defaults', body: 'none', who: 'admin', weight: 1 },
  { method: 'PUT', path: '/api/admin/session-defaults', body: 'defaults', who: 'admin', weight: 5 },
  { method: 'GET', path: '/api/sessions/unpaid-bookings', body: 'none', who: 'admin', weight: 2 },
  { method: 'POST', path: '/api/sessions/:id/bookings/admin', body: 'name', who: 'admin', weight: 6 },
  {
    method: 'PUT',
    path: '/api/sessions/:id/bookings/:bookingId/admin',
    body: 'name',
    who: 'admin',
    weight: 5,
  },
  {
    method: 'DELETE',
    path: '/api/sessions/:id/bookings/:bookingId/admin',
    body: 'none',
    who: 'admin',
    weight: 2,
  },
  {
    method: 'POST',
    path: '/api/sessions/:id/bookings/:bookingId/paid',
    body: 'paid',
    who: 'admin',
    weight: 3,
  },
  {
    method: 'PUT',
    path: '/api/sessions/:id/bookings/:bookingId/attendance',
    body: 'attendance',
    who: 'admin',
    weight: 2,
  },
  { method: 'POST', path: '/api/sessions/:id/attendance', body: 'allPresent', who: 'admin', weight: 1 },
  {
    method: 'PUT',
    path: '/api/sessions/:id/canceled-bookings/:bookingId/fee',
    body: 'fee',
    who: 'admin',
    weight: 1,
  },
  { method: 'GET', path: '/api/admin/players?q=probe', body: 'none', who: 'admin', weight: 1 },
  { method: 'GET', path: '/api/admin/players/YW5u', body: 'none', who: 'admin', weight: 1 },
  { method: 'POST', path: '/api/admin/players/YW5u/settle', body: 'none', who: 'admin', weight: 1 },
  { method: 'GET', path: '/api/admin/players.csv', body: 'none', who: 'admin', weight: 1 },
  { method: 'GET', path: '/api/sessions/:id/roster.csv', body: 'none', who: 'admin', weight: 1 },
  { method: 'POST', path: '/api/admin/webpush/subscribe', body: 'subscribe', who: 'admin', weight: 1 },
  { method: 'POST', path: '/api/admin/webpush/unsubscribe', body: 'endpoint', who: 'admin', weight: 1 },
  { method: 'GET', path: '/api/admin/admins', body: 'none', who: 'admin', weight: 1 },
  { method: 'POST', path: '/api/admin/admins', body: 'adminEmail', who: 'admin', weight: 2 },
  { method: 'DELETE', path: '/api/admin/admins/:fake', body: 'none', who: 'admin', weight: 1 },
  { method: 'POST', path: '/api/user-session/transfer', body: 'transfer', who: 'visitor', weight: 2 },
  { method: 'GET', path: '/another-phone/:fake', body: 'none', who: 'nobody', weight: 1 },
  { method: 'POST', path: '/another-phone/:fake', body: 'none', who: 'visitor', weight: 1 },
  { method: 'GET', path: '/', body: 'none', who: 'nobody', weight: 1 },
  { method: 'GET', path: '/book/:link', body: 'none', who: 'visitor', weight: 1 },
  { method: 'GET', path: '/admin/sessions', body: 'none', who: 'admin', weight: 1 },
  { method: 'GET', path: '/sw.js', body: 'none', who: 'nobody', weight: 1 },
  { method: 'GET', path: '/assets/no-such-file.js', body: 'none', who: 'nobody', weight: 1 },
];

export type Context = {
  origin: string;
  sessionId: string;
  spareSessionId: string;
  link: string;
  bookingIds: string[];
  visitorCookie: string;
  adminCookie: string;
  adminToken: string;
};

const futureDate = (rng: Rng) => `20${90 + rng.int(9)}-0${1 + rng.int(9)}-1${rng.int(9)}`;

/** A body of the route's shape, with good values: the base the mutations start from. */
export function goodBody(shape: BodyShape, rng: Rng, ctx: Context): Record<string, unknown> | undefined {
  const email = `probe${rng.int(1e6)}@example.test`;
  switch (shape) {
    case 'none':
      return undefined;
    case 'names':
      return {
        names: Array.from(
          { length: 1 + rng.int(2) },
          () => `Probe ${'abcdefgh'[rng.int(8)]}${'ijklmnop'[rng.int(8)]}`,
        ),
      };
    case 'reconcile':
      return { sessionId: rng.chance(0.5) ? null : 'f'.repeat(32) };
    case 'preferences':
      return { entries: [{ name: 'Ann Lee', selected: true, isMainUser: true }] };
    case 'session':
      return {
        title: 'Probe',
        date: futureDate(rng),
        time: '18:00',
        location: 'Court',
        capacity: 1 + rng.int(50),
        ...(rng.chance(0.3) ? { preAddedNames: ['Ann Lee'] } : {}),
        ...(rng.chance(0.3) ? { repeatWeeks: 1 + rng.int(3) } : {}),
        ...(rng.chance(0.5) ? { price: rng.int(1000001) / 100 } : {}),
      };
    case 'publish':
      return { isPublished: true };
    case 'cancelReason':
      return { reason: rng.chance(0.5) ? 'Rain' : 'x'.repeat(201) };
    case 'defaults':
      return {
        title: 'Probe',
        time: '18:00',
        location: 'Court',
        capacity: 16,
        preAddedNames: [],
        price: 12.5,
      };
    case 'name':
      return { name: 'Probe Name' };
    case 'attendance':
      return { attendance: rng.pick(['present', 'absent', 'excused', null]) };
    case 'allPresent':
      return { attendance: 'present' };
    case 'fee':
      return { fee: rng.pick(['owed', 'paid', 'waived']) };
    case 'paid':
      return { isPaid: rng.chance(0.5) };
    case 'signIn':
      return { email, password: 'wrong-password-1', newPassword: 'another-password-2', token: 'x' };
    case 'signUp':
      return { email, password: 'probe-password-1', name: 'Probe' };
    case 'reset':
      return { email, redirectTo: rng.chance(0.5) ? '/reset' : 'https://evil.test/steal' };
    case 'subscribe':
      return {
        subscription: {
          endpoint: rng.chance(0.5) ? 'https://fcm.googleapis.com/fcm/send/x' : 'http://127.0.0.1:22/',
          keys: { p256dh: 'BAAA', auth: 'AAAA' },
        },
      };
    case 'adminEmail':
      return { email };
    case 'transfer':
      return { from: `/book/${ctx.link}` };
    case 'endpoint':
      return {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        provider: 'google',
        sessionId: ctx.sessionId,
      };
  }
}
