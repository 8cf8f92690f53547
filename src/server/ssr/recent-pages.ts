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

/** Kept as the promise of the render, so callers who come while it renders wait for that one. */
type Rendering = Promise<RenderedPage | null>;

export class RecentPages {
  readonly #pages = new Map<string, { moment: number; page: Rendering }>();
  #newest = 0;

  /** The page rendered (or being rendered) from `key` in this moment, if any. */
  get(key: string, moment: number): Rendering | undefined {
    const kept = this.#pages.get(key);
    return kept?.moment === moment ? kept.page : undefined;
  }

  /**
   * Keeps `page`, unless a later moment's pages are kept already (a render that began before they
   * came); the pages of earlier moments go, and the oldest while there are too many. A render that
   * fails is let go, so the next caller renders again.
   */
  set(key: string, moment: number, page: Rendering): void {
    if (moment < this.#newest) return;
    this.#newest = moment;
    this.#pages.delete(key);
    this.#pages.set(key, { moment, page });
    for (const [oldKey, old] of this.#pages) {
      if (old.moment === moment && this.#pages.size <= MAX_PAGES) break;
      this.#pages.delete(oldKey);
    }
    page.catch(() => {
      if (this.#pages.get(key)?.page === page) this.#pages.delete(key);
    });
  }

  get size(): number {
    return this.#pages.size;
  }
}
