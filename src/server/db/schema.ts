// Table shapes as Kysely sees them. Booleans are 0/1 integers and timestamps ISO-8601 text on both
// engines, so every query is the same on SQLite and PostgreSQL.
import type { Generated } from 'kysely';
import type { SessionFacts } from '#core/session-input.ts';

/** A session's facts are columns of the same names (title, date, time, location, capacity). */
export interface SessionsTable extends SessionFacts {
  id: string;
  link: string;
  is_published: number;
  created_by: string | null;
  /** Next arrival sequence number for this session's bookings. */
  next_seq: Generated<number>;
  /** Bumped by every change to the session or its roster: live pages resume from it. */
  version: Generated<number>;
  /**
   * How many of `version`'s moves were booking batches that only appended bookings (advanceSessions).
   * Every other change moves `version` alone (decision 0146).
   */
  appends: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The weekly series it was created in (decision 0038): week `series_week` of `series_weeks`. */
  series_id: string | null;
  series_week: number | null;
  series_weeks: number | null;
  /** Canceled by an admin (decision 0080): the reason and when (ISO); both null while it is on. */
  canceled_reason: Generated<string | null>;
  canceled_at: Generated<string | null>;
  /** What a place costs, in whole cents of CURRENCY; 0 = free (docs/product/booking-rules.md money). */
  price_cents: Generated<number>;
}

export interface BookingsTable {
  id: string;
  session_id: string;
  /** Arrival order within the session: confirmed = the first `capacity` active ones. */
  seq: number;
  name: string;
  /** Normalised name for "same person" comparisons (core/names.ts nameKey). */
  name_key: string;
  /** The visitor who booked; null for bookings an admin added. */
  visitor_id: string | null;
  is_paid: Generated<number>;
  created_at: string;
  canceled_at: string | null;
  canceled_by_admin: Generated<number>;
  /** 'present', 'absent' (a no-show), 'excused', or null (unmarked); only once the session started. */
  attendance: string | null;
  /** 1 when the visitor cancelled a confirmed place within 24 hours of the start (core/late-fees.ts). */
  late: Generated<number>;
  /** The admin's word on a late cancel's fee: 'paid', 'waived', or null (owed, if one applies). */
  fee_mark: string | null;
}

export interface VisitorsTable {
  id: string;
  created_at: string;
  last_seen_at: string;
  /** JSON of the booking form's entries (docs/product/data.md booking preference). */
  preferences: string | null;
  /** When the visitor first got a signed credential; null: their bare id still works (decision 0060). */
  signed_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends (bigint on PostgreSQL: read through Number()). */
  reset_at: number | string;
}

export interface AdminSettingsTable {
  user_id: string;
  /** JSON of the create dialog's defaults (docs/product/data.md session defaults). */
  session_defaults: string | null;
  updated_at: string;
}

export interface InstallOwnerTable {
  /** Always 1: the primary key lets only one account ever claim the install. */
  slot: number;
  user_id: string;
  claimed_at: string;
}

export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  visitor_id: string | null;
  admin_user_id: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  kind: string;
  dedupe_key: string | null;
  /** JSON, shaped by `kind` (server/outbox/events.ts). */
  payload: string;
  created_at: string;
  attempts: Generated<number>;
  /** Epoch milliseconds (bigint on PostgreSQL: read through Number()). */
  next_attempt_at: number | string;
  /** While a dispatcher works on the row, no other one takes it (epoch ms). */
  locked_until: number | string | null;
  done_at: string | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface AdminInvitesTable {
  /** Lower-cased: addresses compare ignoring case. */
  email: string;
  invited_by: string;
  invited_at: string;
}

export interface DeviceLinksTable {
  /** SHA-256 of the link's token (base64url); the token itself is never stored. */
  token_hash: string;
  visitor_id: string;
  /** The page the link was made on, shown once the other phone is bound. */
  return_path: string;
  expires_at: string;
  used_at: string | null;
}

export interface Database {
  sessions: SessionsTable;
  bookings: BookingsTable;
  visitors: VisitorsTable;
  rate_limits: RateLimitsTable;
  admin_settings: AdminSettingsTable;
  install_owner: InstallOwnerTable;
  push_subscriptions: PushSubscriptionsTable;
  outbox: OutboxTable;
  app_secrets: AppSecretsTable;
  admin_invites: AdminInvitesTable;
  device_links: DeviceLinksTable;
}
