/**
 * One read per key at a time for many callers (decision 0104). A caller that arrives while a read of
 * its key is running never shares that one (it may have begun before the caller's change was
 * committed): it waits for the next, which starts as soon as the running one ends and serves every
 * caller that arrived meanwhile. So each caller gets a read begun after it arrived, and a busy key
 * costs one query per round trip instead of one per caller.
 */
export function coalescedReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  const waiting = new Map<K, Promise<V>>();
  const start = (key: K): Promise<V> => {
    const attempt = read(key);
    running.set(key, attempt);
    const settled = () => {
      if (running.get(key) === attempt) running.delete(key);
    };
    attempt.then(settled, settled);
    return attempt;
  };
  return (key) => {
    const queued = waiting.get(key);
    if (queued) return queued;
    const current = running.get(key);
    if (!current) return start(key);
    const next = current
      .then(
        () => {},
        () => {},
      )
      .then(() => {
        waiting.delete(key);
        return start(key);
      });
    waiting.set(key, next);
    return next;
  };
}
