// Reusable pieces for benchmarks that hold many notification streams open (live fan-out, polls):
// members seeded straight into the database with session tokens (argon2 per sign-in would take
// minutes), and N real HTTP Server-Sent Events connections that parse what arrives.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { accountTokens } from '#server/db/schema/account-tokens.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { createOpaqueToken, hashToken } from '#server/services/auth/opaque-token.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';

export interface StreamingMember {
  accountId: string;
  token: string;
}

/** `count` new accounts, members of the event, each with a session token. */
export async function seedStreamingMembers(db: Db, eventId: string, count: number): Promise<StreamingMember[]> {
  const members: StreamingMember[] = [];
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => ({ accountId: randomUUID(), token: createOpaqueToken() }));
    await db.insert(accounts).values(
      batch.map((member, index) => ({
        id: member.accountId,
        email: `stream-${start + index}-${member.accountId}@example.test`,
        firstName: 'Stream',
        lastName: String(start + index),
        // Never signed in with: the token below is the session.
        passwordHash: 'x',
      })),
    );
    await db.insert(eventMembers).values(batch.map((member) => ({ eventId, accountId: member.accountId })));
    await db.insert(accountTokens).values(batch.map((member) => ({ accountId: member.accountId, tokenHash: hashToken(member.token), expiresAt })));
    members.push(...batch);
  }
  return members;
}

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseStreams {
  readonly count: number;
  /** Resolves once every stream has seen an event for which `test` holds (counted from now). */
  waitForAll(test: (event: SseEvent) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Opens one SSE connection per token to `url` (the token in the session header), `concurrency` at
 * a time, resolving once every stream has received a first `ready` event. `onEvent` sees every
 * event with the index of its stream, as it arrives.
 */
export async function openSseStreams(
  url: string,
  tokens: readonly string[],
  options: { ready: string; onEvent?: (index: number, event: SseEvent) => void; concurrency?: number },
): Promise<SseStreams> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const waiters = new Set<{ test: (event: SseEvent) => boolean; pending: Set<number>; done: () => void }>();
  const receive = (index: number, event: SseEvent) => {
    options.onEvent?.(index, event);
    for (const waiter of waiters) {
      if (waiter.pending.has(index) && waiter.test(event)) {
        waiter.pending.delete(index);
        if (waiter.pending.size === 0) waiter.done();
      }
    }
  };
  const open = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(url, { agent, headers: { [accountTokenHeaderName]: tokens[index]!, accept: 'text/event-stream' } }, (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`Stream ${index} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let boundary = buffer.indexOf('\n\n');
          while (boundary !== -1) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            boundary = buffer.indexOf('\n\n');
            let name = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) name = line.slice(7);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (!block.startsWith(':') && !block.startsWith('retry:')) receive(index, { event: name, data });
            if (!ready && name === options.ready) {
              ready = true;
              resolve();
            }
          }
        });
        response.on('error', () => {});
      });
      request.on('error', reject);
      requests.push(request);
    });
  const concurrency = options.concurrency ?? 50;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tokens.length) await open(next++);
    }),
  );
  return {
    count: tokens.length,
    waitForAll(test, timeoutMs = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`${waiter.pending.size} of ${tokens.length} streams saw nothing within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          test,
          pending: new Set(tokens.map((_token, index) => index)),
          done: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        waiters.add(waiter);
      });
    },
    close() {
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
