// Request and response bodies of the API (docs/product/api.md), shared by server and web.
import { z } from 'zod';
import type { Attendance } from './attendance.ts';
import type { Fee } from './late-fees.ts';
import { MAX_NAME_LENGTH } from './names.ts';
import type { SessionCanceled } from './session-cancel.ts';
import {
  MAX_CAPACITY,
  MAX_LOCATION_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_CAPACITY,
  priceSchema,
  type SessionFacts,
  sessionInputSchema,
} from './session-input.ts';
import { isRepeatWeeks, REPEAT_WEEKS_ERROR, type SeriesPlace } from './weekly-series.ts';

// No length or count limits here: the name rule answers those with its own texts (docs/product/validation.md,
// docs/product/booking-rules.md), and the 16 KB body limit keeps any request small.
export const bookingRequestSchema = z.object({
  names: z.array(z.string()),
  /** "Book every week" (decision 0088): also every later open week of the session's series. */
  everyWeek: z.boolean().optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const reconcileRequestSchema = z.object({
  sessionId: z.string().max(100).nullish(),
});

export const preferenceEntrySchema = z.object({
  name: z.string().max(MAX_NAME_LENGTH * 2),
  selected: z.boolean(),
  isMainUser: z.boolean(),
});
export type PreferenceEntry = z.infer<typeof preferenceEntrySchema>;

export const preferencesSchema = z.object({
  entries: z.array(preferenceEntrySchema).max(20),
});

export type PublicBooking = {
  id: string;
  name: string;
  /**
   * Public answers: the caller's visitor id, on their own bookings only. Admin answers: an opaque key
   * shared by one visitor's bookings in that session, never a visitor id (decision 0060).
   */
  userId?: string;
  isPaid?: boolean;
  /** Admin answers only: 'present', 'absent' (no-show), 'excused', or null (unmarked). */
  attendance?: Attendance;
};
export type CanceledBooking = {
  id: string;
  name: string;
  cancelationDate: string;
  canceledByAdmin: boolean;
  /** Admin answers: whether it had been paid when it was canceled (the club may owe a refund). */
  isPaid?: boolean;
  /** Admin answers: a visitor's own cancel of a confirmed place within 24 h of the start. */
  late?: boolean;
  /** Admin answers: null (none), 'owed', 'paid' or 'waived' (core/late-fees.ts). */
  fee?: Fee;
};

/** A session as the API answers it: its facts (title, date, time, location, capacity) and more. */
export type SessionDto = SessionFacts & {
  id: string;
  link: string;
  isPublished: boolean;
  /** Canceled by an admin (decision 0080): the reason and when; null while it is on. Every answer carries it. */
  canceled?: SessionCanceled | null;
  /** What a place costs in CURRENCY (0 = free), a number with at most 2 decimals. */
  price: number;
  /**
   * Public answers: the session's version, which every change moves on (decision 0147). A booking's
   * answer carries the version its change moved the session to, though it shows the roster only up
   * to its own names; the booking page keeps the newest of what it hears.
   */
  version?: number;
  /** Active bookings in arrival order: the first `capacity` are confirmed. */
  bookings: PublicBooking[];
  /** Admin answers only. */
  canceledBookings?: CanceledBooking[];
  /** Admin answers only: the weekly series the session was created in (decision 0038). */
  series?: SeriesPlace | null;
  /** The calling visitor's id (public answers). */
  userId?: string;
  /** Public answers: how many may wait (WAITING_LIST_MAX, else the capacity), for the room-left words. */
  waitingListCap?: number;
  /**
   * Public answers: how many later weeks of its series "Book every week" would book now (published,
   * not started), 0 outside a series (decision 0088).
   */
  laterWeeks?: number;
};

/**
 * GET /upcoming-sessions (decision 0031): each session with how many are confirmed and waiting,
 * not who: the list shows numbers, is the same for every caller, and costs the same however many
 * have booked.
 */
export type SessionSummaryDto = Omit<SessionDto, 'bookings' | 'canceledBookings' | 'userId'> & {
  confirmedCount: number;
  waitingCount: number;
  waitingListCap: number;
};

/**
 * GET /user-session/bookings → { sessions: OwnPlacesDto[] }: the upcoming sessions (as the list has
 * them) the calling visitor holds places in, with their names (decision 0199).
 */
export type OwnPlacesDto = {
  sessionId: string;
  confirmed: string[];
  waiting: { name: string; position: number }[];
};

/** GET /sessions/unpaid-bookings → { sessions: UnpaidSessionDto[] } (docs/product/data.md unpaid list). */
export type UnpaidSessionDto = {
  sessionId: string;
  sessionTitle: string;
  date: string;
  time: string;
  /** What each place costs (0 = free, and a canceled session charges nothing). */
  price: number;
  /** Rained off (decision 0080): its places owe nothing. */
  canceled: boolean;
  /** How many of the unpaid bookings were marked excused: they owe nothing either. */
  excused: number;
  unpaidBookings: { bookingId: string; name: string }[];
};

/** A later week "Book every week" booked into: the names newly booked there, in request order. */
export type SeriesWeekBookedDto = { sessionId: string; date: string; confirmed: string[]; waiting: string[] };
export type BookingCreatedDto = {
  confirmed: string[];
  waiting: string[];
  session: SessionDto;
  /** With `everyWeek` on a session of a series: the later weeks booked into (decision 0088). */
  series?: SeriesWeekBookedDto[];
};
export type ApiError = { error?: string; detail?: string };

// Each name is checked by the name rule, which has its own texts.
const preAddedNames = z.array(z.string()).max(MAX_CAPACITY);

/**
 * POST /sessions (docs/product/api.md): the session form plus optional pre-added members, whether to publish it
 * (default yes), and `repeatWeeks` for a weekly series (decision 0038).
 */
export const createSessionSchema = sessionInputSchema.extend({
  preAddedNames: preAddedNames.optional(),
  isPublished: z.boolean().optional(),
  repeatWeeks: z.number({ error: REPEAT_WEEKS_ERROR }).refine(isRepeatWeeks, REPEAT_WEEKS_ERROR).optional(),
});
export type CreateSessionRequest = z.infer<typeof createSessionSchema>;
/** POST /sessions with `repeatWeeks` → 201 with every session created, in date order. */
export type CreatedSessionsDto = { sessions: SessionDto[] };

export const publishSchema = z.object({ isPublished: z.boolean() });

/** The create dialog's remembered defaults (docs/product/data.md), per admin. Blank values are allowed. */
export const sessionDefaultsSchema = z.object({
  title: z.string().max(MAX_TITLE_LENGTH),
  time: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM')]),
  location: z.string().max(MAX_LOCATION_LENGTH),
  capacity: z.number().int().min(MIN_CAPACITY).max(MAX_CAPACITY),
  preAddedNames,
  /** Absent in defaults saved before prices existed: free. */
  price: priceSchema.optional(),
});
export type SessionDefaults = z.infer<typeof sessionDefaultsSchema>;

/** GET /admin/players → { players: PlayerDto[] } (docs/product/api.md Players); `owed` in CURRENCY. */
export type PlayerDto = {
  key: string;
  name: string;
  sessions: number;
  attended: number;
  noShows: number;
  excused: number;
  lateCancels: number;
  owed: number;
};

/** One booking in GET /admin/players/{key} → { player, history: PlayerHistoryDto[] }. */
export type PlayerHistoryDto = {
  bookingId: string;
  sessionId: string;
  title: string;
  date: string;
  time: string;
  status: 'confirmed' | 'waiting' | 'canceled';
  attendance: Attendance;
  isPaid: boolean;
  price: number;
  late: boolean;
  fee: Fee;
  /** The session was rained off (decision 0080): never played, nothing to pay. */
  sessionCanceled: boolean;
};
