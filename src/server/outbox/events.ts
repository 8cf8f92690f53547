// The kinds of outbox rows and their payloads (decision 0026).
import type { PushMessage } from '#core/push-messages.ts';

/** A session or its roster changed: live pages refresh. `version` 0 with `gone`: deleted. */
export type LiveChange = { sessionId: string; version: number; gone?: boolean };

export type OutboxPayloads = {
  live: LiveChange;
  /** Tell one visitor's browsers (their waiting booking got a place). */
  'visitor-push': { visitorId: string; message: PushMessage; notAfterMs: number };
  /** Tell every subscribed admin. */
  'admin-push': { message: PushMessage };
  /**
   * Bookings just confirmed at `confirmedAtMs` (or all confirmed ones, when the start moved): each
   * gets a `reminder` row due when the reminder rule says (decision 0081).
   */
  'plan-reminders': {
    sessionId: string;
    date: string;
    time: string;
    bookingIds: string[];
    confirmedAtMs: number;
  };
  /** One booking's reminder, due at its time; checked again then (still confirmed, session on and ahead). */
  reminder: { sessionId: string; bookingId: string; date: string; time: string };
  /** One message to one subscription: the unit that is sent, retried or given up. */
  push: { subscriptionId: string; message: PushMessage; notAfterMs?: number };
};

export type OutboxKind = keyof OutboxPayloads;

export type TypedEntry = {
  [K in OutboxKind]: {
    kind: K;
    payload: OutboxPayloads[K];
    dedupeKey?: string;
    /** Not to be handled before this instant (epoch ms): a reminder waits for its time. */
    notBeforeMs?: number;
  };
}[OutboxKind];
