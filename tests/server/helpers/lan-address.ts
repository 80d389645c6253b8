import { networkInterfaces } from 'node:os';

/**
 * This machine's first non-loopback IPv4 address, or null. A request to it arrives from that
 * address, not from 127.0.0.1: how a test plays a phone or laptop on the same network.
 */
export function findLanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    const lan = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (lan) return lan.address;
  }
  return null;
}

/** The server's URL as another machine on the network would open it. */
export function lanUrl(serverUrl: string, lanAddress: string): string {
  const url = new URL(serverUrl);
  url.hostname = lanAddress;
  return url.origin;
}
