// Live changes inside one process: the relay publishes, the open streams listen.
import type { LiveChange } from '../outbox/events.ts';

/** A change, or null: changes may have been missed (the relay reconnected), so refresh everything. */
export type LiveListener = (change: LiveChange | null) => void;

export class LiveHub {
  private readonly listeners = new Set<LiveListener>();

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(change: LiveChange | null): void {
    for (const listener of this.listeners) listener(change);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
