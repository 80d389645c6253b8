import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { liveTopics, type LiveTopic } from '#shared/contracts/live.ts';
import type { Db } from '../../db/client.ts';
import type { PgListener } from '../../db/pg-listener.ts';
import { watchLiveAccess } from './live-access-watch.ts';
import { createCoalescer } from './live-coalescer.ts';
import { LiveStreams } from './live-streams.ts';

;

interface LiveChange {
  eventId: string;
  topic: LiveTopic;
  /** What changed within the topic, e.g. a poll id or a program id. */
  key: string;
}

export interface LiveDelivery {
  /** Sent to every open stream of the event's members (omit when nothing is for everyone). */
  toAll?: unknown;
  /**
   * Per-account data, for what differs by viewer: an account it returns data for gets that in
   * place of toAll; undefined sends that account only toAll (or nothing, without toAll). Return
   * the same object for accounts that see the same thing: each distinct object is serialized
   * once, so "counts or no counts" for 2,000 viewers costs two serializations, not 2,000.
   */
  forAccount?: (accountId: string) => unknown | undefined;
}

type LiveRenderer = (change: { eventId: string; key: string }) => Promise<LiveDelivery>;

export interface LiveChannel {
  /**
   * Something changed. Coalesced per (eventId, topic, key): each instance announces it at most
   * every liveAnnounceIntervalMs (PostgreSQL NOTIFY, heard by every instance), and calls the
   * topic's renderer at most twice a second and sends the result; the latest change always
   * goes out last.
   */
  changed(change: LiveChange): void;
  /** One renderer per topic, registered once at server start (a later one replaces it). */
  setRenderer(topic: LiveTopic, renderer: LiveRenderer): void;
}

/** The channel plus what the notification stream and the server's lifecycle need. */
export interface LiveHub extends LiveChannel {
  readonly streams: LiveStreams;
  close(): Promise<void>;
}

/** The NOTIFY channel: the payload names what changed, never the data (8 kB limit, and staleness). */
export const liveNotifyChannel = 'hallway_live';
/** At most two renders and sends per (event, topic, key) per second, per instance. */
export const liveIntervalMs = 500;
/**
 * At most one NOTIFY per (event, topic, key) per this long, per instance: otherwise a burst of
 * votes is a NOTIFY statement each (each a pooled connection and a commit). Well under
 * liveIntervalMs, so it adds little to how soon screens show a change.
 */
const liveAnnounceIntervalMs = 100;
/** A failed render or NOTIFY is tried again this many times, one interval apart, before it is dropped. */
const retries = 3;

const changeSchema = z.object({ eventId: z.string().min(1).max(100), topic: z.enum(liveTopics), key: z.string().min(1).max(200) });

export interface LiveHubOptions {
  log: FastifyBaseLogger;
  db: Db;
  /** Hears the database's announcements: who may follow an event, and (across instances) live changes. */
  listener: PgListener;
  /** PostgreSQL: changes travel through NOTIFY so every instance renders; PGlite: straight to this process. */
  crossInstance: boolean;
}

export async function createLiveHub({ log, db, listener, crossInstance }: LiveHubOptions): Promise<LiveHub> {
  const renderers = new Map<LiveTopic, LiveRenderer>();
  const streams = new LiveStreams(log);
  const coalescer = createCoalescer<LiveChange>(
    liveIntervalMs,
    async (change) => {
      const renderer = renderers.get(change.topic);
      if (!renderer) {
        log.warn({ topic: change.topic }, 'A live change has no renderer for its topic');
        return;
      }
      // Nobody here to tell: skip the render (another instance renders for its own streams).
      if (!streams.hasEvent(change.eventId)) return;
      let delivery: LiveDelivery;
      try {
        delivery = await renderer({ eventId: change.eventId, key: change.key });
      } catch (error) {
        log.warn({ err: error, topic: change.topic }, 'Live renderer failed');
        // Rejected: the coalescer renders again after the interval, so the last state still goes out.
        throw error;
      }
      // Awaited: the next render of this key waits until every stream has this one, in order.
      await streams.deliver(change, delivery);
    },
    { retries },
  );
  const keyOf = (change: LiveChange) => `${change.eventId}\n${change.topic}\n${change.key}`;
  const local = (change: LiveChange) => coalescer.touch(keyOf(change), change);
  // PostgreSQL: one NOTIFY per key per announce interval, the latest change last (trailing edge),
  // tried again when it fails so the other instances' streams still get the final state.
  const announcer = createCoalescer<LiveChange>(
    liveAnnounceIntervalMs,
    async (change) => {
      try {
        await db.execute(sql`select pg_notify(${liveNotifyChannel}, ${JSON.stringify(change)})`);
      } catch (error) {
        log.warn({ err: error, topic: change.topic }, 'Could not announce a live change');
        // This instance's streams get it now; the others when a retry gets through.
        local(change);
        throw error;
      }
    },
    { retries },
  );

  const unlisten = crossInstance
    ? await listener.listen(liveNotifyChannel, (payload) => {
        const parsed = changeSchema.safeParse(safeJson(payload));
        if (parsed.success) local(parsed.data);
        else log.warn({ payload }, 'Ignored a malformed live change');
      })
    : () => {};
  // Changes announced while the connection was down are lost: every page refetches.
  const unGap = listener.onGap(() => streams.resyncAll());
  const stopWatching = await watchLiveAccess({ db, log, listener, streams });

  return {
    streams,
    changed(change) {
      const parsed = changeSchema.safeParse(change);
      if (!parsed.success) {
        log.warn({ change }, 'Ignored a malformed live change');
        return;
      }
      if (!crossInstance) {
        // Asynchronous like NOTIFY, so callers never depend on delivery inside their own call.
        queueMicrotask(() => local(parsed.data));
        return;
      }
      announcer.touch(keyOf(parsed.data), parsed.data);
    },
    setRenderer(topic, renderer) {
      // A second one replaces the first: tests stand in for a feature's renderer.
      if (renderers.has(topic)) log.debug({ topic }, 'A live renderer was replaced');
      renderers.set(topic, renderer);
    },
    async close() {
      unlisten();
      unGap();
      stopWatching();
      announcer.close();
      coalescer.close();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
