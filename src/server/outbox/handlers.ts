// How each kind of outbox row is delivered: live changes to every process, pushes fanned out to
// one row per subscription, each sent, retried or given up on its own.
import type { PushMessage } from '#core/push-messages.ts';
import type { ReminderRule } from '#core/reminders.ts';
import { isAdmin } from '../auth/roles.ts';
import type { Db } from '../db/connection.ts';
import type { LiveRelay } from '../live/relay.ts';
import type { PushSender } from '../push/push-sender.ts';
import {
  accountSubscriptions,
  findSubscription,
  forgetSubscription,
  ownedBy,
  type SubscriptionRow,
} from '../store/push-subscriptions.ts';
import type { Handlers, RowInfo } from './dispatcher.ts';
import type { TypedEntry } from './events.ts';
import { planReminders, sendReminder } from './reminders.ts';

/** One push row per subscription; a redelivered parent row hands on the same rows, so none twice. */
const pushRows = (parent: RowInfo, subs: SubscriptionRow[], message: PushMessage, notAfterMs?: number) =>
  subs.map(
    (sub): TypedEntry => ({
      kind: 'push',
      dedupeKey: `push:${parent.id}:${sub.id}`,
      payload: { subscriptionId: sub.id, message, ...(notAfterMs === undefined ? {} : { notAfterMs }) },
    }),
  );

export function outboxHandlers(deps: {
  db: Db;
  send: PushSender;
  relay: LiveRelay;
  adminEmails: readonly string[];
  reminders: ReminderRule;
}): Handlers {
  const { db, send, relay } = deps;
  /** Only accounts that are admins today hear about visitors' cancels. */
  const adminsNow = async () =>
    (await accountSubscriptions(db)).filter((sub) => isAdmin(sub.account, deps.adminEmails));
  return {
    live: async (change) => {
      await relay.announce(change);
      return {};
    },
    'visitor-push': async ({ visitorId, message, notAfterMs }, row) => ({
      handOn: pushRows(row, await ownedBy(db, { visitorId }), message, notAfterMs),
    }),
    'admin-push': async ({ message }, row) => ({
      handOn: pushRows(row, await adminsNow(), message),
    }),
    'plan-reminders': async (plan) => planReminders(deps.reminders, plan),
    reminder: async (payload) => sendReminder(db, deps.reminders, payload),
    push: async ({ subscriptionId, message, notAfterMs }) => {
      // "You got a place" is no news once the session has started.
      if (notAfterMs !== undefined && Date.now() >= notAfterMs) return {};
      const sub = await findSubscription(db, subscriptionId);
      if (!sub) return {};
      const outcome = await send(sub, message);
      if (outcome === 'gone') await forgetSubscription(db, sub.id);
      return outcome === 'retry' ? { retry: true } : {};
    },
  };
}
