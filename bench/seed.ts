// Bench data. Sessions are made by the measured checkout's own store functions (its migrations, its
// schema: --app-dir may point at an older one); bookings go through its public API like a visitor's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatedSession, Store } from '../tests/reliability/stores.ts';

type StoresModule = typeof import('../tests/reliability/stores.ts');

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** The most names one booking request may carry (src/core/names.ts). */
const NAMES_PER_REQUEST = 10;
let nameCount = 0;

/** A name never used before in this run: letters only, as names may not hold digits. */
export function uniqueName(): string {
  let s = '';
  for (let v = nameCount++; s.length < 5; v = Math.floor(v / 26)) s = LETTERS[v % 26] + s;
  return `Player ${s[0]?.toUpperCase()}${s.slice(1)}`;
}

export async function createSessions(
  appDir: string,
  store: Store,
  count: number,
  capacity = 16,
): Promise<CreatedSession[]> {
  const file = pathToFileURL(path.join(appDir, 'tests/reliability/stores.ts')).href;
  const { createSession } = (await import(file)) as StoresModule;
  const sessions: CreatedSession[] = [];
  for (let i = 0; i < count; i++) sessions.push(await createSession(store, capacity));
  return sessions;
}

async function book(base: string, sessionId: string, names: string[]): Promise<void> {
  const res = await fetch(`${base}/api/sessions/${sessionId}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ names }),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`seeding a booking answered ${res.status}: ${text.slice(0, 300)}`);
}

/** Books `count` new names, spread over the sessions in turn, a full request at a time. */
export async function bookMany(base: string, sessionIds: string[], count: number): Promise<void> {
  const requests: { sessionId: string; names: string[] }[] = [];
  for (let left = count, i = 0; left > 0; i++) {
    const size = Math.min(NAMES_PER_REQUEST, left);
    left -= size;
    requests.push({
      sessionId: sessionIds[i % sessionIds.length] as string,
      names: Array.from({ length: size }, uniqueName),
    });
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let r = requests[next++]; r; r = requests[next++]) await book(base, r.sessionId, r.names);
    }),
  );
}
