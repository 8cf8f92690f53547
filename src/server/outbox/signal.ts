// "Something was added to the outbox": rung by the change seam after its transaction commits, heard
// by this app's dispatcher. Each app has its own, made in buildApp (decision 0090). Other processes
// (the CLI, another server) find the rows on their next poll.
import type { LiveOnCommit } from '../live/relay.ts';

export class OutboxSignal {
  readonly #listeners = new Set<() => void>();
  /**
   * Set once the app's live relay runs: live changes then go with their transaction instead of as
   * outbox rows (decision 0148). A process without one (the CLI) writes them as rows.
   */
  live: LiveOnCommit | undefined;

  listen(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  ring(): void {
    for (const listener of this.#listeners) listener();
  }
}
