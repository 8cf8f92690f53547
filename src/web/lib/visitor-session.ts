// The anonymous visitor id (DESIGN.md §4): the server's httpOnly cookie is the truth; localStorage
// keeps a copy so a lost cookie can be re-bound. Reconciled once per page load, before any call
// that depends on who the visitor is.
import { apiRaw } from './api-client.ts';
import { readStored, writeStored } from './storage.ts';

export const VISITOR_ID_KEY = 'courtside.visitorSessionId';

let reconciling: Promise<string | null> | null = null;

export function storedVisitorId(): string | null {
  return readStored(VISITOR_ID_KEY);
}

async function reconcile(): Promise<string | null> {
  const known = storedVisitorId();
  try {
    const res = await apiRaw('/user-session/reconcile', { method: 'POST', body: { sessionId: known } });
    if (!res.ok) return known;
    const body = (await res.json()) as { sessionId?: unknown };
    if (typeof body.sessionId !== 'string') return known;
    writeStored(VISITOR_ID_KEY, body.sessionId);
    return body.sessionId;
  } catch {
    // Spec §7: reconcile errors are not thrown; the page still works with the cookie it has.
    return known;
  }
}

/** Starts (once) and returns the shared reconcile promise. */
export function visitorSessionReady(): Promise<string | null> {
  reconciling ??= reconcile();
  return reconciling;
}
