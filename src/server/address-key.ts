// What per-address limits count by (decision 0056): an IPv4 address, or an IPv6 address's /64. One
// home, phone or server is given a whole /64, so counting single IPv6 addresses would limit nothing.
import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone (fe80::1%eth0) names our interface, not the client
  if (!isIPv6(address)) return ip;
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return mapped[1] as string;
  const [head = '', tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const after = tail ? tail.split(':') : [];
    // An embedded IPv4 tail (64:ff9b::1.2.3.4) stands for two groups.
    const width = after.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(8 - groups.length - width).fill('0'), ...after);
  }
  const prefix = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
