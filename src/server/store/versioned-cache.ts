/**
 * Values kept per session together with the session version they were read at (decision 0031).
 * Every change of a session or its roster moves its version in the same transaction, whichever
 * process makes it, so a value whose version still matches the database's is the value now.
 * Bounded: the least recently used go first.
 */
export class VersionedCache<T> {
  #entries = new Map<string, { version: number; value: T }>();

  constructor(private readonly limit: number) {}

  /** The value kept for `id` if it was read at `version`. */
  get(id: string, version: number): T | undefined {
    const entry = this.#entries.get(id);
    if (entry?.version !== version) return undefined;
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    return entry.value;
  }

  set(id: string, version: number, value: T): void {
    // A slower read finishing late never replaces a newer one.
    if ((this.#entries.get(id)?.version ?? -1) > version) return;
    this.#entries.delete(id);
    this.#entries.set(id, { version, value });
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}
