import type { ApiClient } from './trpc-http.ts';

/**
 * POSTs `body` to a tRPC mutation exactly as given, for bodies the typed client never sends:
 * text that is not JSON, or JSON above the size limit.
 */
export function postRawTrpcBody(api: ApiClient, procedure: string, body: string): Promise<Response> {
  return api.fetch(`/api/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}
