import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createPgListener, inProcessListener, type PgListener } from './db/pg-listener.ts';
import { plannerStatisticsIntervalMs, refreshPlannerStatistics } from './db/planner-statistics.ts';
import { needsDemoSeed, seedDemo } from './seed/demo.ts';
import { shouldSeedDemo } from './seed/should-seed.ts';
import { startBackgroundJob } from './background-job.ts';
import type { ServerDeps } from './deps.ts';
import { parseEnv, type Env } from './env.ts';
import { registerCalendarRoutes } from './http/calendar-routes.ts';
import { compressApiAnswers } from './http/compress-api.ts';
import { registerDevMailRoute, isDevMailEnabled } from './http/dev-mail-route.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerEventFeedRoutes } from './http/event-feed-routes.ts';
import { registerHealthRoute } from './http/health-route.ts';
import { limitRequestsInFlight } from './http/in-flight-limit.ts';
import { acceptJsonPostsOnly } from './http/json-posts-only.ts';
import { limitTrpcBodies } from './http/trpc-body-limits.ts';
import { refuseUnparsableJson } from './http/trpc-parse-errors.ts';
import { serializeRequest } from './http/log-serializers.ts';
import { registerNotificationRoutes } from './http/notification-routes.ts';
import { RequestLogController } from './http/request-log-controller.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { loadPrerenderedPages } from './http/app-shell.ts';
import { registerSpaFallback } from './http/spa-fallback.ts';
import { createFirstScreenDrawer } from './http/first-screen-page.ts';
import { firstScreenRendererIn } from './services/first-screen-renderer.ts';
import type { SseWriter } from './http/sse-writer.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { echoTraceId, traceIdFromRequest } from './http/trace-id.ts';
import { toFastifyTrustProxy } from './http/trust-proxy.ts';
import { registerUploadRoute } from './http/upload-route.ts';
import { registerUploadsFilesRoute } from './http/uploads-files-route.ts';
import { registerAlbumRoutes } from './http/album-routes.ts';
import { systemClock, type Clock } from './services/clock.ts';
import { createAlbumFileLookup } from './services/album/album-file-access.ts';
import { createLiveHub } from './services/live/live-channel.ts';
import { registerQuestionsLive } from './services/questions/question-live.ts';
import { sessionFeedbackNoticesJob } from './services/feedback/session-feedback-notices.ts';
import { meetingRemindersJob } from './services/meetings/meeting-reminders.ts';
import { createMailer } from './services/mail.ts';
import { createInProcessBus, type NotificationBus } from './services/notifications/notification-bus.ts';
import { createPgNotificationBus } from './services/notifications/pg-notification-bus.ts';
import { openDuePolls, openDuePollsEveryMs } from './services/polls/open-due-polls.ts';
import { publishDuePosts, publishDuePostsEveryMs } from './services/posts/publish-due-posts.ts';
import { registerPollsLive } from './services/polls/poll-live.ts';
import { registerBingoLive } from './services/bingo/bingo-live.ts';
import { registerActivitiesLive } from './services/activities/activities-live.ts';
import { registerPostsLive } from './services/posts/posts-live.ts';
import { registerFeedbackLive } from './services/feedback/feedback-live.ts';
import { pruneRateLimits } from './services/rate-limit.ts';
import { createImageWork } from './services/uploads/image-work.ts';
import { createLocalStorage } from './services/uploads/storage.ts';
import { provideAppShellDir } from './services/readiness/readiness-sources.ts';
import { appRouter, type AppRouter } from './trpc/app-router.ts';
import { createContextFactory } from './trpc/context.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface CreateServerOptions {
  /** Parsed from process.env when absent. */
  env?: Env;
  /** An open database (tests pass a PGlite loaded from a snapshot). The server closes it on stop(). */
  database?: Database;
  clock?: Clock;
  distDir?: string;
  manifestPath?: string;
  /** Overrides the DEMO / database / NODE_ENV rule of shouldSeedDemo (tests turn the demo off). */
  seedDemo?: boolean;
}

export interface HallwayServer {
  app: FastifyInstance;
  deps: ServerDeps;
  database: Database;
  /** Migrates, seeds when due, listens; resolves to the URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
  readonly url: string;
}

async function createBus(database: Database, listener: PgListener, deps: Pick<ServerDeps, 'db' | 'log'>): Promise<NotificationBus> {
  if (database.kind === 'postgres') return createPgNotificationBus(listener, deps.db, deps.log);
  return createInProcessBus();
}

export async function createServer(options: CreateServerOptions = {}): Promise<HallwayServer> {
  const env = options.env ?? parseEnv();
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, serializers: { req: serializeRequest } },
    genReqId: traceIdFromRequest,
    logController: new RequestLogController({ requestIdLogLabel: 'traceId' }),
    // Batched GETs put every procedure name in the path (client caps URLs at 2048).
    routerOptions: { maxParamLength: 4096 },
    bodyLimit: 1024 * 1024,
    trustProxy: toFastifyTrustProxy(env.TRUST_PROXY),
  });
  const database = options.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.HALLWAY_DATA_DIR }));
  // PostgreSQL: one connection in LISTEN for the whole process (PGlite announces in-process).
  const pgListener = database.connectionString ? await createPgListener(database.connectionString, app.log) : inProcessListener(database, app.log);
  let listeningUrl: string | null = null;
  let listeningPort: number | null = null;
  const deps: ServerDeps = {
    env,
    db: database.db,
    databaseKind: database.kind,
    clock: options.clock ?? systemClock,
    log: app.log,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, log: app.log }),
    bus: await createBus(database, pgListener, { db: database.db, log: app.log }),
    live: await createLiveHub({ log: app.log, db: database.db, listener: pgListener, crossInstance: database.kind === 'postgres' }),
    // Mail links need an address a browser can open: localhost, even when listening on 0.0.0.0.
    publicUrl: () => env.PUBLIC_URL ?? `http://localhost:${listeningPort ?? env.PORT}`,
    uploads: createLocalStorage(path.resolve(env.HALLWAY_DATA_DIR, 'uploads')),
    images: createImageWork({ atOnce: env.IMAGES_AT_ONCE, waiting: env.IMAGES_WAITING }),
  };
  registerPostsLive(deps.live, deps.clock);
  registerPollsLive(deps.live, deps.db, deps.clock);
  registerBingoLive(deps.live, deps.db);
  registerActivitiesLive(deps.live, deps.db);
  registerQuestionsLive(deps.live, deps.db);
  registerFeedbackLive(deps.live, deps.db, deps.clock);
  const httpsOnly = () => deps.publicUrl().startsWith('https:') && env.NODE_ENV === 'production';
  const openStreams = new Set<SseWriter>();

  echoTraceId(app);
  addSecurityHeaders(app, httpsOnly);
  registerErrorHandler(app, env);
  await app.register(fastifyCookie);
  // Before every route and any database work; after the cookie parser, whose token it counts by.
  limitRequestsInFlight(app, env);
  const { readers: feedReaders, versions: feedVersions } = await registerEventFeedRoutes(app, deps, database, pgListener);
  await app.register(async (scope) => {
    acceptJsonPostsOnly(scope);
    limitTrpcBodies(scope, feedReaders);
    refuseUnparsableJson(scope);
    await compressApiAnswers(scope);
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/api/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: createContextFactory(deps, feedReaders),
        maxBatchSize: 50,
        onError({ error, path, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC procedure failed');
          else req.log.debug({ code: error.code, path }, 'tRPC procedure refused');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
  registerHealthRoute(app, deps);
  registerCalendarRoutes(app, deps);
  await app.register(async (scope) => registerNotificationRoutes(scope, deps, openStreams, pgListener, feedReaders));
  if (isDevMailEnabled(deps)) registerDevMailRoute(app, deps);
  const uploadStorage = deps.uploads;
  await app.register(async (scope) => registerUploadRoute(scope, deps, uploadStorage));
  await app.register(async (scope) => registerAlbumRoutes(scope, deps, uploadStorage));
  registerUploadsFilesRoute(app, uploadStorage, createAlbumFileLookup(deps.db, feedVersions), feedReaders);
  const distDir = options.distDir ?? `${repoRoot}dist`;
  // The readiness page counts what the service worker precaches from this build.
  provideAppShellDir(deps.db, distDir);
  const indexHtml = await registerStaticFiles(app, {
    distDir,
    manifestPath: options.manifestPath ?? `${repoRoot}manifest.webmanifest`,
    brand: env.BRAND_NAME,
  });
  // The app's code that draws a signed-in event screen into its page (issue 35), when the build has it.
  const firstScreenRenderer = firstScreenRendererIn(distDir, { onError: (message) => app.log.warn(message) });
  if (firstScreenRenderer) {
    app.addHook('onReady', async () => firstScreenRenderer.warm());
    app.addHook('onClose', () => firstScreenRenderer.close());
  }
  const drawFirstScreen = firstScreenRenderer && createFirstScreenDrawer(app, firstScreenRenderer, env.BRAND_NAME);
  registerSpaFallback(app, indexHtml, await loadPrerenderedPages(distDir, env.BRAND_NAME), drawFirstScreen);
  // Open event streams would hold close() forever: end them first.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
    openStreams.clear();
  });

  const stopJobs: Array<() => void> = [];
  return {
    app,
    deps,
    database,
    get url() {
      if (!listeningUrl) throw new Error('The server is not listening yet');
      return listeningUrl;
    },
    async start() {
      await migrateDatabase(database);
      const seed = options.seedDemo ?? shouldSeedDemo(env, database.kind);
      if (seed && (await needsDemoSeed(database.db))) await seedDemo(database.db, { now: deps.clock.now(), brand: env.BRAND_NAME, storage: deps.uploads });
      // When doors open, hundreds of phones connect within seconds while the event loop is busy:
      // Node's default queue of 511 unaccepted connections overflows, and a dropped connection
      // attempt is retried after 1, 2, 4, 8… s (TCP's backoff), a minute-long wait for a request
      // the server would have answered in milliseconds. The kernel caps this at net.core.somaxconn.
      await app.listen({ port: env.PORT, host: env.HOST, backlog: 8192 });
      const address = app.server.address();
      listeningPort = typeof address === 'object' && address ? address.port : env.PORT;
      const host = ['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST;
      listeningUrl = `http://${host.includes(':') ? `[${host}]` : host}:${listeningPort}`;
      stopJobs.push(startBackgroundJob(app.log, { name: 'prune rate limits', everyMs: 60 * 60 * 1000, run: () => pruneRateLimits(deps) }));
      stopJobs.push(startBackgroundJob(app.log, sessionFeedbackNoticesJob(deps)));
      stopJobs.push(startBackgroundJob(app.log, meetingRemindersJob(deps)));
      stopJobs.push(startBackgroundJob(app.log, { name: 'publish due updates', everyMs: publishDuePostsEveryMs, run: () => publishDuePosts(deps) }));
      stopJobs.push(startBackgroundJob(app.log, { name: 'open and close due polls', everyMs: openDuePollsEveryMs, run: () => openDuePolls(deps) }));
      if (database.kind === 'pglite') {
        // PGlite has no autovacuum to gather planner statistics (see planner-statistics.ts).
        await refreshPlannerStatistics(database.db);
        stopJobs.push(
          startBackgroundJob(app.log, { name: 'refresh planner statistics', everyMs: plannerStatisticsIntervalMs, run: () => refreshPlannerStatistics(database.db) }),
        );
      }
      return listeningUrl;
    },
    async stop() {
      for (const stopJob of stopJobs.splice(0)) stopJob();
      // close() ends idle keep-alive sockets once; one whose request was still running when it began
      // would then stay open until its keep-alive timeout (72 s) and hold the stop that long. Sweep
      // them as they go idle, so a restart takes as long as the requests in flight.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      await app.close().finally(() => clearInterval(sweep));
      await deps.bus.close();
      await deps.live.close();
      await pgListener.close();
      await database.close();
    },
  };
}
