// Table shapes as Kysely sees them. Booleans are 0/1 integers and timestamps ISO-8601 text on both
// engines, so every query is the same on SQLite and PostgreSQL.
import type { Generated } from 'kysely';

export interface SessionsTable {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  capacity: number;
  link: string;
  is_published: number;
  created_by: string | null;
  /** Next arrival sequence number for this session's bookings. */
  next_seq: Generated<number>;
  created_at: string;
  updated_at: string;
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
}

export interface VisitorsTable {
  id: string;
  created_at: string;
  last_seen_at: string;
  /** JSON of the booking form's entries (spec §3 booking preference). */
  preferences: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends (bigint on PostgreSQL: read through Number()). */
  reset_at: number | string;
}

export interface AdminSettingsTable {
  user_id: string;
  /** JSON of the create dialog's defaults (spec §3 session defaults). */
  session_defaults: string | null;
  updated_at: string;
}

export interface InstallOwnerTable {
  /** Always 1: the primary key lets only one account ever claim the install. */
  slot: number;
  user_id: string;
  claimed_at: string;
}

export interface Database {
  sessions: SessionsTable;
  bookings: BookingsTable;
  visitors: VisitorsTable;
  rate_limits: RateLimitsTable;
  admin_settings: AdminSettingsTable;
  install_owner: InstallOwnerTable;
}
