// Web push in the browser (docs/product/data.md push states, roles.md, messages-and-limits.md): the service worker at /sw.js under the
// page's scope, the browser's permission, and the subscription the server keeps. What the first load
// needs: the state. Turning push on or off loads on demand (web-push-changes.ts).
/** docs/product/data.md: unsupported, default, granted and subscribed, denied. */
export type PushState = 'unsupported' | 'default' | 'subscribed' | 'denied';
export type PushAudience = { scope: '/book/' | '/admin/'; api: '/webpush' | '/admin/webpush' };

export const VISITOR_PUSH: PushAudience = { scope: '/book/', api: '/webpush' };
export const ADMIN_PUSH: PushAudience = { scope: '/admin/', api: '/admin/webpush' };

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The one service worker (/sw.js), for the pages under `scope`. */
export function registerServiceWorker(scope: PushAudience['scope']): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js', { scope });
}

export async function currentPushState(audience: PushAudience): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'default') return 'default';
  const reg = await navigator.serviceWorker.getRegistration(audience.scope);
  const subscription = await reg?.pushManager.getSubscription();
  return subscription ? 'subscribed' : 'default';
}
