// The create dialog's defaults are kept in localStorage too (docs/product/data.md), so the form fills at once and
// still works when the server copy cannot be read.
import { type SessionDefaults, sessionDefaultsSchema } from '#core/schemas.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';

export const SESSION_DEFAULTS_KEY = 'courtside.tennisSessionDefaults';

export function readStoredDefaults(): SessionDefaults | undefined {
  const raw = readStored(SESSION_DEFAULTS_KEY);
  if (!raw) return undefined;
  try {
    const parsed = sessionDefaultsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function storeDefaults(defaults: SessionDefaults): void {
  writeStored(SESSION_DEFAULTS_KEY, JSON.stringify(defaults));
}
