// Where a push may go, checked again at every send (decision 0053): the stored endpoint must still
// pass the subscription rules, and every address its host resolves to must be public. The
// connection then goes to the address that was checked, so DNS cannot answer differently in between.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';
import { namedByOperator, pushEndpointUrl } from './subscription-rules.ts';

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (the system resolver unless a test gives another). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type PushDestination = { url: URL; address: ResolvedAddress };

/**
 * The URL to call and the address to connect to, or null when the endpoint may not be called. An
 * address written in PUSH_ALLOWED_HOSTS as it stands (the tests' `127.0.0.1:port`) is the
 * operator's own choice and is called as written; a name, even one the operator allowed, is
 * judged by what it resolves to.
 */
export async function pushDestination(
  endpoint: string,
  extraHosts: readonly string[],
  resolve: Resolve,
): Promise<PushDestination | null> {
  const url = pushEndpointUrl(endpoint, extraHosts);
  if (!url || url.href !== endpoint) return null;
  const family = isIP(url.hostname);
  if (family !== 0) {
    const address = { address: url.hostname, family };
    return namedByOperator(url, extraHosts) ? { url, address } : null;
  }
  const addresses = await resolve(url.hostname);
  const [first] = addresses;
  if (!first || !addresses.every((a) => isPublicAddress(a.address))) return null;
  return { url, address: first };
}

/** A lookup for the connection that answers only the checked address. */
export function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
