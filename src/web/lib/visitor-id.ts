// The anonymous visitor id (docs/product/roles.md): the server's httpOnly cookie is the truth; localStorage
// keeps a copy so a lost cookie can be re-bound. Reconciled once per page load, before any call
// that depends on who the visitor is.
import { apiJson } from './api-client.ts';
import { readStored, writeStored } from './storage.ts';

export const VISITOR_ID_KEY = 'courtside.visitorSessionId';

let reconciling: Promise<string | null> | null = null;

export function storedVisitorId(): string | null {
  return readStored(VISITOR_ID_KEY);
}

async function reconcile(): Promise<string | null> {
  const known = storedVisitorId();
  try {
    const body = await apiJson<{ sessionId?: unknown }>('/user-session/reconcile', {
      method: 'POST',
      body: { sessionId: known },
    });
    if (typeof body.sessionId !== 'string') return known;
    writeStored(VISITOR_ID_KEY, body.sessionId);
    return body.sessionId;
  } catch {
    // Reconcile failures (an error answer or none) are not thrown: the page still works with the
    // cookie it has (docs/product/api.md).
    return known;
  }
}

/** Starts (once) and returns the shared reconcile promise. */
export function visitorIdReady(): Promise<string | null> {
  reconciling ??= reconcile();
  return reconciling;
}

/**
 * A call whose answer depends on who the visitor is (their bookings marked, their preferences, their
 * right to cancel): it waits for the reconciled cookie first. The one place that wait happens.
 */
export async function visitorJson<T>(...args: Parameters<typeof apiJson>): Promise<T> {
  await visitorIdReady();
  return apiJson<T>(...args);
}
