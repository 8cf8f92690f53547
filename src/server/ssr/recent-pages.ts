// Pages rendered in the last moment, kept by everything they were rendered from (decision 0142): the
// path and each API answer the page was given, the caller's own marks and remembered names included.
// A page is rendered as at the start of its moment, so the same answers within one moment give the
// same HTML, and a caller is only ever handed a page made from exactly the answers they were given.

import type { SharedBody } from '../shared-body.ts';

/** How long a rendered page may be handed out again; its clock is the moment's start. */
export const PAGE_MOMENT_MS = 2000;
/** Pages kept at most, all moments together. */
const MAX_PAGES = 32;

/** A rendered page, compressed once for each encoding however often it is handed out. */
export type RenderedPage = { body: SharedBody; status: number };

/** The start of the moment `now` (ms) falls in. */
export const momentOf = (now: number): number => now - (now % PAGE_MOMENT_MS);

export class RecentPages {
  readonly #pages = new Map<string, { moment: number; page: RenderedPage }>();

  /** The page rendered from `key` in this moment, if any. */
  get(key: string, moment: number): RenderedPage | undefined {
    const kept = this.#pages.get(key);
    return kept?.moment === moment ? kept.page : undefined;
  }

  /** Keeps `page`; the pages of earlier moments go, and the oldest while there are too many. */
  set(key: string, moment: number, page: RenderedPage): void {
    this.#pages.delete(key);
    this.#pages.set(key, { moment, page });
    for (const [oldKey, old] of this.#pages) {
      if (old.moment === moment && this.#pages.size <= MAX_PAGES) break;
      this.#pages.delete(oldKey);
    }
  }

  get size(): number {
    return this.#pages.size;
  }
}
