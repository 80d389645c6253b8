// One simulated device: the app's real outbox (createOutbox, the drain, the ops, the IndexedDB
// store over fake-indexeddb) with its own storage, lock and signed-in account, talking to the
// server over real HTTP through the same tRPC batch link the app builds. Scans are queued the
// way the door and the connection scanner queue them, and every answer is recorded per key.
import 'fake-indexeddb/auto';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '#client/lib/trpc.ts';
import { createOutbox, type Outbox } from '#client/offline/create-outbox.ts';
import type { OutboxOpName, OutboxResult } from '#client/offline/outbox-entry.ts';
import { newIdempotencyKey } from '#client/offline/outbox-ids.ts';
import { createProcessLock } from '#client/offline/outbox-lock.ts';
import { createIdbOutboxStore } from '#client/offline/outbox-store.ts';
import { outboxOps } from '#client/outbox-registry.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { opsWithNewKeyOnResend, storeForgettingOnFailure, type Sabotage } from './sabotage.ts';

export interface TakenScan {
  key: string;
  op: 'checkIn.record' | 'connection.create';
  /** Whom the code named. */
  accountId: string;
  device: string;
}

export interface ScanDevice {
  name: string;
  accountId: string;
  outbox: Outbox;
  taken: TakenScan[];
  /** Every answer the device heard, per idempotency key. */
  answers: Map<string, OutboxResult['outcome'][]>;
  /** How often each key was put on the wire (more than once: resent after a failure or a lost answer). */
  sends: Map<string, number>;
  /** HTTP requests made, those that got no answer, and the time answered ones took, per op. */
  requests: { made: number; failed: number; answeredMs: Record<string, number[]>; statuses: Record<number, number> };
  /** Entries still stored on the device: pending, and failed (the server refused them for good). */
  stored(): Promise<{ pending: number; failed: number }>;
  stop(): void;
}

export interface DeviceOptions {
  name: string;
  baseUrl: string;
  accountId: string;
  token: string;
  /**
   * Scales the outbox's backoff: its full jitter draws from [0, scale) instead of [0, 1), so waits
   * keep their shape (exponential, capped, random) in a run minutes long rather than an hour.
   */
  backoffScale: number;
  /** A deliberately broken device (see sabotage.ts); null for the real outbox. */
  sabotage: Sabotage | null;
}

export function createScanDevice(options: DeviceOptions): ScanDevice {
  const sends = new Map<string, number>();
  const requests: ScanDevice['requests'] = { made: 0, failed: 0, answeredMs: {}, statuses: {} };
  // The app's fetch, watched: which keys each request carries, and how it ended.
  const watchedFetch: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    for (const [, key] of body.matchAll(/"idempotencyKey":"([A-Za-z0-9_-]+)"/g)) sends.set(key as string, (sends.get(key as string) ?? 0) + 1);
    const op = /\/api\/trpc\/([\w.,]+)/.exec(String(input))?.[1] ?? 'other';
    requests.made += 1;
    const started = performance.now();
    try {
      const response = await fetch(input, init);
      // Read here, so an answer cut off half-way counts as failed, as it does for the drain.
      const text = await response.text();
      (requests.answeredMs[op] ??= []).push(performance.now() - started);
      requests.statuses[response.status] = (requests.statuses[response.status] ?? 0) + 1;
      return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      requests.failed += 1;
      throw error;
    }
  };
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.baseUrl}/api/trpc`,
        maxURLLength: 2048,
        // The app sends its cookie; Node has no cookie jar, so the same token goes as the header.
        headers: () => ({ 'trace-id': crypto.randomUUID(), [accountTokenHeaderName]: options.token }),
        fetch: watchedFetch,
      }),
    ],
  });
  const store = createIdbOutboxStore(`chaos-outbox-${options.name}-${Date.now()}`);
  const outbox = createOutbox({
    store: options.sabotage === 'forget-on-failure' ? storeForgettingOnFailure(store) : store,
    ops: options.sabotage === 'new-key-on-resend' ? opsWithNewKeyOnResend() : outboxOps,
    client: () => client,
    lock: createProcessLock(),
    now: () => Date.now(),
    random: () => Math.random() * options.backoffScale,
    accountId: () => options.accountId,
  }).start();
  const answers = new Map<string, OutboxResult['outcome'][]>();
  const hear = (results: OutboxResult[]) => {
    for (const result of results) answers.set(result.idempotencyKey, [...(answers.get(result.idempotencyKey) ?? []), result.outcome]);
  };
  const stops = (['checkIn.record', 'connection.create'] satisfies OutboxOpName[]).map((op) => outbox.subscribeResults(op, hear));
  return {
    name: options.name,
    accountId: options.accountId,
    outbox,
    taken: [],
    answers,
    sends,
    requests,
    async stored() {
      const { entries } = await store.read();
      const failed = entries.filter((entry) => entry.state === 'failed').length;
      return { pending: entries.length - failed, failed };
    },
    stop() {
      for (const stop of stops) stop();
      outbox.stop();
    },
  };
}

/** A door admits someone by their code: the payload the door's checkInPerson queues. */
export async function takeCheckIn(device: ScanDevice, scan: { eventId: string; code: string; accountId: string; deviceId: string; deviceLabel: string }): Promise<void> {
  const key = newIdempotencyKey();
  const payload = { idempotencyKey: key, eventId: scan.eventId, scannedAt: Date.now(), method: 'scan', code: scan.code, deviceId: scan.deviceId, deviceLabel: scan.deviceLabel };
  // Counted as taken only once stored, as the door shows it only then.
  await device.outbox.enqueue('checkIn.record', payload, { summary: `Check-in: ${scan.accountId}`, accountId: device.accountId, idempotencyKey: key });
  device.taken.push({ key, op: 'checkIn.record', accountId: scan.accountId, device: device.name });
}

/** An attendee scans someone's code: the payload queueConnectionScan queues. */
export async function takeConnectionScan(device: ScanDevice, scan: { eventId: string; code: string; accountId: string }): Promise<void> {
  const key = newIdempotencyKey();
  const payload = { idempotencyKey: key, code: scan.code, scannedAt: Date.now(), eventId: scan.eventId };
  await device.outbox.enqueue('connection.create', payload, { summary: 'New connection', accountId: device.accountId, idempotencyKey: key });
  device.taken.push({ key, op: 'connection.create', accountId: scan.accountId, device: device.name });
}
