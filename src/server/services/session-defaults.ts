// An admin's saved defaults for the create-session dialog (docs/product/api.md): their own once saved,
// the built-in ones before that or if what is stored no longer reads.
import { type SessionDefaults, sessionDefaultsSchema } from '#core/schemas.ts';
import { builtInSessionDefaults } from '#core/session-defaults.ts';
import type { Db } from '../db/connection.ts';
import { readSessionDefaults, writeSessionDefaults } from '../store/admin-settings.ts';
import { checkedPreAddedNames } from './admin-sessions.ts';

export async function sessionDefaultsOf(db: Db, adminId: string, appName: string): Promise<SessionDefaults> {
  const stored = await readSessionDefaults(db, adminId);
  const parsed = stored ? sessionDefaultsSchema.safeParse(JSON.parse(stored)) : undefined;
  return parsed?.success ? parsed.data : builtInSessionDefaults(appName);
}

/** Blank rows are kept (the dialog shows them); any other name must be one a session accepts (400). */
export async function saveSessionDefaults(db: Db, adminId: string, defaults: SessionDefaults) {
  checkedPreAddedNames(defaults.preAddedNames);
  await writeSessionDefaults(db, adminId, JSON.stringify(defaults));
  return defaults;
}
