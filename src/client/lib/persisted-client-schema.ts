import * as z from 'zod/mini';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

// The saved query cache is read back from IndexedDB through this schema: what comes back from storage is untrusted.
// Its version is the buster (build-id.ts): TanStack drops a copy saved by another build after
// this check. Loose objects keep every field TanStack wrote (data, meta, dehydratedAt...):
// the envelope is checked here; the data inside was shaped by the same build that reads it.
const dehydratedQuery = z.looseObject({
  queryHash: z.string(),
  queryKey: z.array(z.unknown()),
  state: z.looseObject({ status: z.enum(['pending', 'error', 'success']), dataUpdatedAt: z.number() }),
});

const persistedClientSchema = z.object({
  buster: z.string(),
  timestamp: z.number(),
  clientState: z.looseObject({
    queries: z.array(dehydratedQuery),
    mutations: z.array(z.looseObject({ state: z.looseObject({}) })),
  }),
});

class InvalidPersistedClientError extends Error {}

/**
 * The persister's `deserialize`: text that is not a saved cache throws, and TanStack then
 * deletes it and starts with an empty cache (PersistQueryClientProvider's onError).
 */
export function parsePersistedClient(text: string): PersistedClient {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidPersistedClientError('The saved query cache is not JSON');
  }
  const parsed = persistedClientSchema.safeParse(json);
  if (!parsed.success) throw new InvalidPersistedClientError('The saved query cache has an unknown shape');
  return parsed.data as unknown as PersistedClient;
}
