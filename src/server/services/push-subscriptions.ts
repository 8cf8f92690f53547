// Where a person's browsers get web push (docs/product/notifications.md): a visitor's or an admin's, a few each.
import type { Db } from '../db/connection.ts';
import { conflict } from '../errors.ts';
import {
  type NewSubscription,
  type Owner,
  removeSubscription,
  saveSubscription,
} from '../store/push-subscriptions.ts';

export type { Owner };

/** A person's browsers: a phone, a tablet, a laptop or two. Older ones make way. */
export const SUBSCRIPTIONS_PER_OWNER = 5;

export const ENDPOINT_TAKEN = 'Invalid subscription - this endpoint belongs to another subscriber';

/** Saves the subscription; an endpoint someone else holds does not change hands (decision 0055) → 409. */
export async function addPushSubscription(db: Db, owner: Owner, subscription: NewSubscription) {
  if (!(await saveSubscription(db, owner, subscription, SUBSCRIPTIONS_PER_OWNER))) {
    throw conflict(ENDPOINT_TAKEN);
  }
}

/** Removes the caller's own subscription with this endpoint; anyone else's stays. */
export function removePushSubscription(db: Db, owner: Owner, endpoint: string) {
  return removeSubscription(db, owner, endpoint);
}
