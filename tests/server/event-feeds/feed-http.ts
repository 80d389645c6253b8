import { vi } from 'vitest';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import type { TrpcErrorBody } from '../helpers/trpc-http.ts';

/** 'directory/first': the directory's first page, which refuses as the directory does. */
export type FeedName = 'schedule' | 'directory' | 'directory/first';

export interface FeedAnswer {
  status: number;
  headers: Headers;
  etag: string | null;
  /** The parsed JSON (fetch decoded whatever content-encoding the server named); null for 304. */
  body: unknown;
  error: TrpcErrorBody | undefined;
}

/** GET /api/events/:eventId/feeds/:feed as a device sends it. */
export async function getFeed(
  baseUrl: string,
  feed: FeedName,
  eventId: string,
  options: { token?: string; ifNoneMatch?: string; acceptEncoding?: string } = {},
): Promise<FeedAnswer> {
  const headers: Record<string, string> = { 'accept-encoding': options.acceptEncoding ?? 'br, gzip' };
  if (options.token) headers[accountTokenHeaderName] = options.token;
  if (options.ifNoneMatch) headers['if-none-match'] = options.ifNoneMatch;
  const response = await fetch(`${baseUrl}/api/events/${eventId}/feeds/${feed}`, { headers });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  const error = response.ok ? undefined : (body as { error?: TrpcErrorBody } | null)?.error;
  return { status: response.status, headers: response.headers, etag: response.headers.get('etag'), body: response.ok ? body : null, error };
}

/**
 * Runs `check` until it passes where a change reaches the feeds as a notice on the LISTEN
 * connection (PostgreSQL: milliseconds later, bounded here), and once on PGlite, where the
 * database in the same process announces it before the write returns: the very next answer.
 */
export async function onceChangeKnown(check: () => Promise<unknown>): Promise<void> {
  if (!process.env.DATABASE_URL) {
    await check();
    return;
  }
  await vi.waitFor(check, { timeout: 10_000, interval: 25 });
}
