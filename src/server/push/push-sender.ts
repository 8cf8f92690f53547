// Sends one Web Push message (VAPID + RFC 8291 aes128gcm, by the web-push library) and says what the
// push service answered, so the dispatcher can retry, give up or forget the subscription. web-push
// builds the request; the connection is ours, to the address push-destination.ts checked (web-push's
// own sending reads the URL with Node's legacy parser, which the subscription rules do not speak).
import { createHash } from 'node:crypto';
import { type Agent, request } from 'node:https';
import webpush from 'web-push';
import type { PushMessage } from '#core/push-messages.ts';
import { type PushDestination, pinnedLookup, pushDestination, type Resolve } from './push-destination.ts';
import type { VapidKeys } from './vapid.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'failed';
export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

const SEND_TIMEOUT_MS = 10_000;

export type PushSenderOptions = {
  /** PUSH_ALLOWED_HOSTS, parsed. */
  extraHosts: readonly string[];
  resolve: Resolve;
  /** Tests trust their local push service's certificate through it. */
  agent?: Agent | undefined;
};

export function createPushSender(vapid: VapidKeys, options: PushSenderOptions): PushSender {
  return async (target, message) => {
    let destination: PushDestination | null;
    try {
      destination = await pushDestination(target.endpoint, options.extraHosts, options.resolve);
    } catch {
      return 'retry'; // the name did not resolve this time
    }
    // An endpoint that may not be called (kept before the rules were tightened, or a name that now
    // leads inside the network) can never deliver: the subscription is forgotten.
    if (!destination) return 'gone';
    let details: webpush.RequestDetails;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          urgency: 'high',
          // The push service keeps one pending message per topic: a redelivery replaces, not adds.
          topic: topicOf(message.tag),
          contentEncoding: 'aes128gcm',
        },
      );
    } catch {
      return 'failed'; // keys web-push cannot encrypt to: no retry would help
    }
    try {
      const status = await post(destination, details, options.agent);
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) return 'gone';
      if (status === 429 || status >= 500) return 'retry';
      return 'failed';
    } catch {
      return 'retry'; // the network, a timeout
    }
  };
}

/** POSTs the message to the checked address; the push service's status. */
function post(
  { url, address }: PushDestination,
  details: webpush.RequestDetails,
  agent: Agent | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: pinnedLookup(address),
        timeout: SEND_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}

/** A Topic header is at most 32 base64url characters. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
