// Preview drawings kept in memory (decision 0058): a session's image is drawn again at most once a
// minute however often its roster changes, and at once when what the card heads with changes.
import type { PreviewSession } from '#core/session-preview.ts';

/** Enough for every session a club has open; the longest unchanged drawing goes first. */
const KEPT_IMAGES = 200;
/** A drawing whose counts are out of date is still served for this long after it was drawn. */
export const PREVIEW_REDRAW_MS = 60_000;

/**
 * One image's drawing: `etag` names what it shows; `heading`, the facts that are never served stale
 * (title, date, time, place, capacity), so only the counts may lag.
 */
export type Drawing = { etag: string; heading: string; at: number; png: Promise<Buffer> };

export const previewHeading = (s: Omit<PreviewSession, 'bookings'>) =>
  [s.title, s.date, s.time, s.location, s.capacity, s.canceledReason ?? ''].join('\n');

export class PreviewCache {
  private readonly kept = new Map<string, Drawing>();

  /**
   * The kept drawing for `key` while it shows `heading` and either is current (`etag`) or is less
   * than a minute old; else a new one. A rush of crawlers shares one drawing.
   */
  drawing(key: string, etag: string, heading: string, draw: () => Promise<Buffer>): Drawing {
    const now = Date.now();
    const last = this.kept.get(key);
    if (last && last.heading === heading && (last.etag === etag || now - last.at < PREVIEW_REDRAW_MS)) {
      return last;
    }
    const next: Drawing = { etag, heading, at: now, png: draw() };
    next.png.catch(() => {
      if (this.kept.get(key) === next) this.kept.delete(key);
    });
    this.kept.delete(key); // set again below as the newest
    this.kept.set(key, next);
    if (this.kept.size > KEPT_IMAGES) this.kept.delete(this.kept.keys().next().value as string);
    return next;
  }
}
