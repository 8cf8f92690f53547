// "Something was added to the outbox": rung by the change seam after its transaction commits, heard
// by this process's dispatcher. Keyed by database handle, so apps built side by side (tests) keep
// their own. Other processes find the rows on their next poll.
const listeners = new WeakMap<object, Set<() => void>>();

export function onOutboxWrite(db: object, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function ringOutbox(db: object): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
