// Where a person's browsers get web push (docs/product/notifications.md): a visitor's or an admin's, a few each.
import type { Db } from '../db/connection.ts';
import {
  type NewSubscription,
  type Owner,
  removeSubscription,
  saveSubscription,
} from '../store/push-subscriptions.ts';

export type { Owner };

/** A person's browsers: a phone, a tablet, a laptop or two. Older ones make way. */
export const SUBSCRIPTIONS_PER_OWNER = 5;

export function addPushSubscription(db: Db, owner: Owner, subscription: NewSubscription) {
  return saveSubscription(db, owner, subscription, SUBSCRIPTIONS_PER_OWNER);
}

export function removePushSubscription(db: Db, owner: Owner, endpoint: string) {
  return removeSubscription(db, owner, endpoint);
}
