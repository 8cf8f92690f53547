// Open live streams are bounded per client IP and in total (over either: 429).
export type StreamCaps = { perIp: number; total: number };
export const STREAM_CAPS: StreamCaps = { perIp: 20, total: 2_000 };

export class StreamLimits {
  private readonly byIp = new Map<string, number>();
  private total = 0;

  constructor(private readonly caps: StreamCaps) {}

  /** Takes a slot for `ip`, or false when none is free. */
  take(ip: string): boolean {
    const mine = this.byIp.get(ip) ?? 0;
    if (mine >= this.caps.perIp || this.total >= this.caps.total) return false;
    this.byIp.set(ip, mine + 1);
    this.total += 1;
    return true;
  }

  release(ip: string): void {
    const mine = this.byIp.get(ip) ?? 0;
    if (mine <= 1) this.byIp.delete(ip);
    else this.byIp.set(ip, mine - 1);
    this.total = Math.max(0, this.total - 1);
  }

  get open(): number {
    return this.total;
  }

  get ips(): number {
    return this.byIp.size;
  }
}
