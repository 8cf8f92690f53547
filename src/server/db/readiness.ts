// Whether this process can serve: the database answers, and it has every migration this code knows.
import { sql } from 'kysely';
import type { Db } from './connection.ts';
import { pendingMigrations } from './migrate.ts';

/** A database that neither answers nor fails within this long counts as down. */
export const READY_CHECK_TIMEOUT_MS = 5_000;

/** `reason` is public (the 503's body); `detail`, the driver's own words, is for the log only. */
export type Readiness = { ready: true } | { ready: false; reason: string; detail?: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function databaseReadiness(db: Db, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<Readiness> {
  let pending: string[];
  try {
    pending = await withTimeout(
      sql`select 1`.execute(db).then(() => pendingMigrations(db)),
      timeoutMs,
    );
  } catch (err) {
    return { ready: false, reason: 'database unreachable', detail: errorText(err) };
  }
  if (pending.length > 0) return { ready: false, reason: `migrations pending: ${pending.join(', ')}` };
  return { ready: true };
}

/** A driver error's message; a refused connection to every address is an AggregateError without one. */
export function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const inner = (err as { errors?: unknown[] }).errors?.[0];
  if (!err.message && inner) return errorText(inner);
  return err.message || (err as { code?: string }).code || err.name;
}
