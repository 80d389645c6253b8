import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { liveTopics, type LiveTopic } from '#shared/contracts/live.ts';
import type { Db } from '../../db/client.ts';
import type { PgListener } from '../../db/pg-listener.ts';
import { watchLiveAccess } from './live-access-watch.ts';
import { createCoalescer } from './live-coalescer.ts';
import { LiveStreams } from './live-streams.ts';

export type { LiveTopic } from '#shared/contracts/live.ts';

export interface LiveChange {
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
   * place of toAll; undefined sends that account only toAll (or nothing, without toAll).
   */
  forAccount?: (accountId: string) => unknown | undefined;
}

export type LiveRenderer = (change: { eventId: string; key: string }) => Promise<LiveDelivery>;

export interface LiveChannel {
  /**
   * Something changed. Coalesced per (eventId, topic, key): each instance calls the topic's
   * renderer at most twice a second and sends the result; works across instances
   * (PostgreSQL LISTEN/NOTIFY).
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
  const coalescer = createCoalescer<LiveChange>(liveIntervalMs, async (change) => {
    const renderer = renderers.get(change.topic);
    if (!renderer) {
      log.warn({ topic: change.topic }, 'A live change has no renderer for its topic');
      return;
    }
    // Nobody here to tell: skip the render (another instance renders for its own streams).
    if (!streams.hasEvent(change.eventId)) return;
    try {
      streams.deliver(change, await renderer({ eventId: change.eventId, key: change.key }));
    } catch (error) {
      log.warn({ err: error, topic: change.topic }, 'Live renderer failed');
    }
  });
  const local = (change: LiveChange) => coalescer.touch(`${change.eventId}\n${change.topic}\n${change.key}`, change);

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
      db.execute(sql`select pg_notify(${liveNotifyChannel}, ${JSON.stringify(parsed.data)})`).catch((error: unknown) => {
        // Other instances miss this one; this instance's streams still get it.
        log.warn({ err: error, topic: change.topic }, 'Could not announce a live change');
        local(parsed.data);
      });
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
