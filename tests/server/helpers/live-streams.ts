import { randomUUID } from 'node:crypto';
import { afterAll, expect, vi } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { accountTokens } from '#server/db/schema/account-tokens.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { createOpaqueToken, hashToken } from '#server/services/auth/opaque-token.ts';
import type { LiveMessage } from '#shared/contracts/live.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { openEventStream, type EventStream } from './event-stream.ts';
import type { TestServer } from './test-server.ts';

// Opening a notification stream to read `live` messages, shared by the live, polls, questions and
// leaderboard tests: the same set-up was written out in each of them.

/** Who opens a stream: a TestAccount, or one of insertSignedInMembers. */
export interface StreamViewer {
  account: { id: string };
  token: string;
}

/**
 * `count` attendees of the event signed in by writing their session tokens straight into the
 * database: registering each through the API (argon2) would take seconds per dozen.
 */
export async function insertSignedInMembers(db: Db, eventId: string, count: number): Promise<StreamViewer[]> {
  const viewers = Array.from({ length: count }, () => ({ account: { id: randomUUID() }, token: createOpaqueToken() }));
  if (count === 0) return viewers;
  await db.insert(accounts).values(
    viewers.map((viewer, index) => ({ id: viewer.account.id, email: `viewer-${viewer.account.id}@example.test`, firstName: 'Viewer', lastName: String(index), passwordHash: 'x' })),
  );
  await db.insert(eventMembers).values(viewers.map((viewer) => ({ eventId, accountId: viewer.account.id })));
  const expiresAt = new Date(Date.now() + 86_400_000);
  await db.insert(accountTokens).values(viewers.map((viewer) => ({ accountId: viewer.account.id, tokenHash: hashToken(viewer.token), expiresAt })));
  return viewers;
}

export interface LiveStreamOpener {
  /**
   * Opens the account's notification stream on the server and waits for its first list. With
   * `eventId`, also waits until the stream follows that event's live messages: the stream reads
   * its events beside the list, so a change made right after the list could otherwise miss it.
   */
  open(server: TestServer, account: StreamViewer, options?: { eventId?: string }): Promise<EventStream>;
  closeAll(): void;
}

/** Streams opened through this are closed after the file's tests (afterAll). */
export function useLiveStreams(): LiveStreamOpener {
  const opened: EventStream[] = [];
  const closeAll = () => opened.splice(0).forEach((stream) => stream.close());
  afterAll(closeAll);
  return {
    async open(server, account, options = {}) {
      const stream = await openEventStream(`${server.url}/api/notifications/stream`, account.token);
      opened.push(stream);
      expect(stream.status).toBe(200);
      await stream.next(notificationStreamEvents.list);
      const { eventId } = options;
      if (eventId) await vi.waitFor(() => expect(server.server.deps.live.streams.has(eventId, account.account.id)).toBe(true));
      return stream;
    },
    closeAll,
  };
}

/** The next `live` message on the stream (other events are skipped). */
export async function nextLive(stream: EventStream, timeoutMs?: number): Promise<LiveMessage> {
  return (await stream.next(notificationStreamEvents.live, timeoutMs)).data as LiveMessage;
}

/** The next `live` message for which `test` holds (earlier ones are skipped). */
export async function liveUntil(stream: EventStream, test: (message: LiveMessage) => boolean, timeoutMs = 5_000): Promise<LiveMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await nextLive(stream, Math.max(1, deadline - Date.now()));
    if (test(message)) return message;
  }
}

/** No `live` message arrives within `waitMs`: call it after another stream got its message, so this one had every chance to. */
export async function expectNoLive(stream: EventStream, waitMs = 300): Promise<void> {
  await expect(stream.next(notificationStreamEvents.live, waitMs)).rejects.toThrow(/No "live" event/);
}
