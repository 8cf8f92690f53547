// 'Use on another phone' (docs/product/roles.md, decision 0086): a one-time link, valid 30 minutes,
// that binds the phone which opens it — with a button, never by the GET alone — to the visitor id of
// the phone that made it. Only a SHA-256 of the token is stored, and the token is never logged.
import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { BOOKING_PAGES, isBookingLinkShape } from '#core/booking-link.ts';
import { DEVICE_LINK_MINUTES } from '#core/device-links.ts';
import { upcomingWindow } from '#core/upcoming-window.ts';
import type { ClubClock } from '../club-clock.ts';
import type { Db } from '../db/connection.ts';
import { comingBookingsOf } from '../store/booking-reads.ts';
import {
  deleteDeviceLinksExpiredBefore,
  findDeviceLink,
  insertDeviceLink,
  takeDeviceLink,
} from '../store/device-links.ts';

/** Used and expired links answer 'gone' (410) for a day, then 'unknown' (404). */
const REMEMBER_GONE_MS = 24 * 60 * 60 * 1000;
export const DEVICE_LINK_PATH = '/another-phone/';
/** 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Where the other phone lands: the booking page the link was made on, or the sessions list. */
export function returnPathFrom(from: string | undefined): string {
  if (from?.startsWith(BOOKING_PAGES) && isBookingLinkShape(from.slice(BOOKING_PAGES.length))) return from;
  return '/sessions';
}

export type IssuedDeviceLink = { url: string; expiresAt: string; qrSvg: string };

export async function issueDeviceLink(
  db: Db,
  publicUrl: string,
  visitorId: string,
  from: string | undefined,
  now = new Date(),
): Promise<IssuedDeviceLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DEVICE_LINK_MINUTES * 60_000).toISOString();
  await deleteDeviceLinksExpiredBefore(db, new Date(now.getTime() - REMEMBER_GONE_MS).toISOString());
  await insertDeviceLink(db, {
    token_hash: hashOf(token),
    visitor_id: visitorId,
    return_path: returnPathFrom(from),
    expires_at: expiresAt,
  });
  const url = `${publicUrl}${DEVICE_LINK_PATH}${token}`;
  // Drawn here, so the QR code library stays out of the booking page's bundle.
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, expiresAt, qrSvg };
}

export type DeviceLinkState = 'ready' | 'used' | 'expired' | 'unknown';

export async function deviceLinkState(db: Db, token: string, now = new Date()): Promise<DeviceLinkState> {
  if (!TOKEN_SHAPE.test(token)) return 'unknown';
  const row = await findDeviceLink(db, hashOf(token));
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  return row.expires_at > now.toISOString() ? 'ready' : 'expired';
}

/** Uses the link once: the visitor id to bind and where to go, or why not. */
export async function useDeviceLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ visitorId: string; returnPath: string } | Exclude<DeviceLinkState, 'ready'>> {
  if (!TOKEN_SHAPE.test(token)) return 'unknown';
  const taken = await takeDeviceLink(db, hashOf(token), now.toISOString());
  if (taken) return { visitorId: taken.visitor_id, returnPath: taken.return_path };
  const state = await deviceLinkState(db, token, now);
  return state === 'ready' ? 'used' : state;
}

/**
 * How many booked names the phone opening a link holds of its own, in the sessions it shows (published,
 * on, not started): once it uses the link it shows the other phone's bookings instead, and no longer
 * its own (decision 0202). None for the phone that made the link, or a phone without a visitor id.
 */
export async function ownBookingsLeftBehind(
  db: Db,
  clock: ClubClock,
  token: string,
  visitorId: string | null,
): Promise<number> {
  if (visitorId === null || !TOKEN_SHAPE.test(token)) return 0;
  const link = await findDeviceLink(db, hashOf(token));
  if (!link || link.visitor_id === visitorId) return 0;
  // Upcoming as the public list has it (core/upcoming-window.ts).
  const now = clock.now();
  const window = upcomingWindow(clock.timeZone);
  const rows = await comingBookingsOf(db, visitorId, window.firstUpcomingDate(now));
  return rows.filter((session) => !window.hasStarted(session, now)).length;
}
