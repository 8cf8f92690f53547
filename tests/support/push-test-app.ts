// An app whose pushes go to a local push service through the real encryption (tests/api/push.test.ts
// explains), an owner admin's bearer token, and visitors whose browsers subscribed.
import { expect } from 'vitest';
import { signedInAccount } from './accounts.ts';
import { visitorWithCookie } from './public-api.ts';
import { type BrowserSubscription, type PushService, startPushService } from './push-service.ts';
import { type Client, startTestApp, type TestApp } from './test-app.ts';

export type PushTestApp = {
  t: TestApp;
  push: PushService;
  adminToken: string;
  /** Every delivery queued so far has been handled. */
  drained: () => Promise<void>;
  /** What the push service received for this browser. */
  receivedBy: (sub: BrowserSubscription) => PushService['received'];
  subscribedVisitor: () => Promise<{ client: Client; sub: BrowserSubscription }>;
  close: () => Promise<void>;
};

export async function startPushTestApp(env: Record<string, string> = {}): Promise<PushTestApp> {
  const push = await startPushService();
  const t = await startTestApp(
    { PUSH_ALLOWED_HOSTS: push.host, ...env },
    { notifications: { pushAgent: push.agent } },
  );
  const adminToken = (await signedInAccount(t, { email: 'owner@courtside.test' })).token;
  return {
    t,
    push,
    adminToken,
    drained: () => t.app.notifications.dispatcher.drained(),
    receivedBy: (sub) => push.received.filter((r) => r.id === sub.id),
    subscribedVisitor: async () => {
      const { client } = await visitorWithCookie(t);
      const sub = push.subscribe();
      const res = await client.post('/api/webpush/subscribe', { subscription: sub.subscription });
      expect(res.status).toBe(200);
      return { client, sub };
    },
    close: async () => {
      await t.close();
      await push.close();
    },
  };
}
