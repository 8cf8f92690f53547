// Turning web push on and off (web-push.ts has the state): loaded on demand, when the visitor asks,
// so the booking page's first load does not carry it (decision 0182).
import { apiJson } from './api-client.ts';
import { type PushAudience, type PushState, registerServiceWorker } from './web-push.ts';

async function registration(audience: PushAudience): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(audience.scope);
  if (existing?.scope.endsWith(audience.scope)) return existing;
  return registerServiceWorker(audience.scope);
}

async function activeRegistration(audience: PushAudience): Promise<ServiceWorkerRegistration> {
  const reg = await registration(audience);
  const worker = reg.installing ?? reg.waiting;
  if (worker && !reg.active) {
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (worker.state !== 'activated' && worker.state !== 'redundant') return;
        worker.removeEventListener('statechange', check);
        if (worker.state === 'activated') resolve();
        else reject(new Error('the service worker could not be installed'));
      };
      worker.addEventListener('statechange', check);
      check();
    });
  }
  return reg;
}

/**
 * With the permission asked for (within the visitor's tap, by the caller), subscribes and tells the
 * server; the state it ends in. Throws on failure.
 */
export async function enablePush(
  audience: PushAudience,
  asked: Promise<NotificationPermission>,
): Promise<PushState> {
  const permission = await asked;
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';
  const reg = await activeRegistration(audience);
  const { publicKey } = await apiJson<{ publicKey: string }>('/webpush/public-key');
  const serverKey = base64UrlBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // One made for other keys (the server's were replaced) would never deliver: start again.
  if (subscription && !sameBytes(subscription.options?.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  await apiJson(`${audience.api}/subscribe`, {
    method: 'POST',
    body: { subscription: subscription.toJSON() },
  });
  return 'subscribed';
}

export async function disablePush(audience: PushAudience): Promise<PushState> {
  const reg = await navigator.serviceWorker.getRegistration(audience.scope);
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await apiJson(`${audience.api}/unsubscribe`, {
      method: 'POST',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'default';
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return true; // a browser that does not say which key it used: keep the subscription
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((x, i) => x === b[i]);
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
