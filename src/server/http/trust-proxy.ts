import type { Env } from '../env.ts';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify reads a bare number
 * as "trust nothing". With N hops the address N proxies back is the client's, whatever a
 * client wrote further left in X-Forwarded-For; that only holds while the server is reachable
 * through the proxies alone, so a list of proxy addresses is the safer setting.
 */
export function toFastifyTrustProxy(setting: Env['TRUST_PROXY']): TrustProxy {
  if (Array.isArray(setting)) return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
