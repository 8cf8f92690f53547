// Open live streams are bounded per client address (an IPv6 /64 counts as one), per session and in
// total (decision 0056). When a session or the whole server is full, the address holding the most
// streams gives way to one holding fewer, so a few busy addresses cannot lock everyone else out.
import { addressKey } from '../address-key.ts';

export type StreamCaps = { perIp: number; perSession: number; total: number };
export const STREAM_CAPS: StreamCaps = { perIp: 20, perSession: 500, total: 2_000 };

/** A held slot. `end` closes its stream; slots without one (the admins') never give way. */
export type StreamSlot = { readonly key: string; readonly session: string | null; end?: () => void };

/** Slots by address, oldest first. */
class Pool {
  open = 0;
  readonly byKey = new Map<string, StreamSlot[]>();

  count(key: string): number {
    return this.byKey.get(key)?.length ?? 0;
  }

  add(slot: StreamSlot): void {
    const slots = this.byKey.get(slot.key);
    if (slots) slots.push(slot);
    else this.byKey.set(slot.key, [slot]);
    this.open += 1;
  }

  remove(slot: StreamSlot): void {
    const slots = this.byKey.get(slot.key);
    const at = slots?.indexOf(slot) ?? -1;
    if (!slots || at < 0) return;
    slots.splice(at, 1);
    if (slots.length === 0) this.byKey.delete(slot.key);
    this.open -= 1;
  }

  /** The oldest stream that can end of the address holding the most, if it holds over `mine + 1`. */
  giveWayTo(mine: number): StreamSlot | undefined {
    let victim: StreamSlot | undefined;
    let most = mine + 1;
    for (const slots of this.byKey.values()) {
      if (slots.length <= most) continue;
      const oldest = slots.find((s) => s.end);
      if (oldest) {
        victim = oldest;
        most = slots.length;
      }
    }
    return victim;
  }
}

export class StreamLimits {
  private readonly all = new Pool();
  private readonly sessions = new Map<string, Pool>();
  private readonly held = new Set<StreamSlot>();

  constructor(private readonly caps: StreamCaps) {}

  /**
   * A slot for a stream from `ip` (of `session`, null for the admins' stream), or null when none is
   * free. May end another address's stream to make room; set the slot's `end` once its stream is open.
   */
  take(ip: string, session: string | null): StreamSlot | null {
    const key = addressKey(ip);
    const mine = this.all.count(key);
    if (mine >= this.caps.perIp) return null;
    const pool = session === null ? undefined : this.sessions.get(session);
    if (pool && pool.open >= this.caps.perSession && !this.makeRoom(pool, pool.count(key))) return null;
    if (this.all.open >= this.caps.total && !this.makeRoom(this.all, mine)) return null;
    const slot: StreamSlot = { key, session };
    this.all.add(slot);
    if (session !== null) {
      const sessionPool = pool ?? new Pool();
      this.sessions.set(session, sessionPool);
      sessionPool.add(slot);
    }
    this.held.add(slot);
    return slot;
  }

  /** Frees the slot; a second call does nothing. */
  release(slot: StreamSlot): void {
    if (!this.held.delete(slot)) return;
    this.all.remove(slot);
    if (slot.session === null) return;
    const pool = this.sessions.get(slot.session);
    pool?.remove(slot);
    if (pool?.open === 0) this.sessions.delete(slot.session);
  }

  private makeRoom(pool: Pool, mine: number): boolean {
    const victim = pool.giveWayTo(mine);
    if (!victim) return false;
    this.release(victim);
    victim.end?.();
    return true;
  }

  get open(): number {
    return this.all.open;
  }

  /** Addresses (IPv6: /64s) holding a stream. */
  get ips(): number {
    return this.all.byKey.size;
  }

  viewersOf(session: string): number {
    return this.sessions.get(session)?.open ?? 0;
  }
}
