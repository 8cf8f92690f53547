// What the create-session dialog starts from before an admin has saved defaults of their own
// (GET /admin/session-defaults answers it, and the dialog falls back on it while offline).
import type { SessionDefaults } from './schemas.ts';

/** Capacity 1–50, 16 unless the admin says otherwise (docs/product/validation.md). */
export const DEFAULT_CAPACITY = 16;
export const DEFAULT_SESSION_TIME = '18:00';

export function builtInSessionDefaults(appName: string): SessionDefaults {
  return {
    title: appName,
    time: DEFAULT_SESSION_TIME,
    location: '',
    capacity: DEFAULT_CAPACITY,
    preAddedNames: [],
    price: 0,
  };
}
