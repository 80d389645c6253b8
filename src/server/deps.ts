import type { FastifyBaseLogger } from 'fastify';
import type { Db, DatabaseKind } from './db/client.ts';
import type { Env } from './env.ts';
import type { Clock } from './services/clock.ts';
import type { Mailer } from './services/mail.ts';
import type { LiveHub } from './services/live/live-channel.ts';
import type { NotificationBus } from './services/notifications/notification-bus.ts';
import type { ImageWork } from './services/uploads/image-work.ts';
import type { UploadStorage } from './services/uploads/storage.ts';

/** What services need from the running server, passed explicitly (no module-level singletons). */
export interface ServerDeps {
  env: Env;
  db: Db;
  databaseKind: DatabaseKind;
  clock: Clock;
  mailer: Mailer;
  bus: NotificationBus;
  /** Live updates on event pages over the notification stream (services/live/live-channel.ts). */
  live: LiveHub;
  log: FastifyBaseLogger;
  /** Where uploaded files live (services/uploads/storage.ts): the upload routes write, the album deletes. */
  uploads: UploadStorage;
  /** Image decoding and encoding, a few at a time for the whole server (services/uploads/image-work.ts). */
  images: ImageWork;
  /** PUBLIC_URL, or the address the server listens on when PUBLIC_URL is not set. */
  publicUrl(): string;
}
