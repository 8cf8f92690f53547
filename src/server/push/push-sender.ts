// Sends one Web Push message (VAPID + RFC 8291 aes128gcm, by the web-push library) and says what the
// push service answered, so the dispatcher can retry, give up or forget the subscription.
import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushMessage } from '../../core/push-messages.ts';
import type { VapidKeys } from './vapid.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'failed';
export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

const SEND_TIMEOUT_MS = 10_000;

/** `agent`: tests trust their local push service's certificate through it. */
export function createPushSender(vapid: VapidKeys, agent?: Agent): PushSender {
  return async (target, message) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          urgency: 'high',
          // The push service keeps one pending message per topic: a redelivery replaces, not adds.
          topic: topicOf(message.tag),
          timeout: SEND_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
        },
      );
      return 'sent';
    } catch (err) {
      if (!(err instanceof WebPushError)) return 'retry'; // the network, a timeout
      if (err.statusCode === 404 || err.statusCode === 410) return 'gone';
      if (err.statusCode === 429 || err.statusCode >= 500) return 'retry';
      return 'failed';
    }
  };
}

/** A Topic header is at most 32 base64url characters. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
