import type { PostFeed } from '#shared/rules/post-feeds.ts';
import { laterReadMarker } from '#shared/rules/unread-posts.ts';
import type { EventPackApi } from './pack-api.ts';
import { mergeDirectory, mergeSchedule, visibleMatches } from './pack-merge.ts';
import { packVersion } from './pack-schemas.ts';
import { getPack, loadPack, savePart, setPackStatus } from './pack-store.ts';
import type { EventPackParts } from './pack-types.ts';
import { overlayAgendaChanges, type AgendaChange } from './agenda-overlay.ts';
import { queuedAgendaChanges } from './queued-agenda.ts';
import { isRefusal, packSyncErrorText } from './sync-errors.ts';
import { installId } from './install-id.ts';

// One refresh of an event pack: each part asks only for what changed since its cursor
// (delta sync), is merged and written to IndexedDB. Parts fail on their own: a
// feature switched off (FORBIDDEN) must not keep the schedule from refreshing.

export interface PackSyncParts {
  schedule: boolean;
  directory: boolean;
  matches: boolean;
  agenda: boolean;
  posts: boolean;
  polls: boolean;
  exhibitors: boolean;
  sponsors: boolean;
  album: boolean;
  activities: boolean;
}

export interface PackSyncDeps {
  api: EventPackApi;
  now?: () => number;
  /** Agenda changes still in the outbox, laid over the server's agenda. */
  pendingAgenda?: () => Promise<AgendaChange[]>;
  parts?: Partial<PackSyncParts>;
  /** Which group's updates this reader gets (rules/post-feeds.ts); without it the updates are not synced. */
  postsFeed?: PostFeed;
  /**
   * Only some parts on purpose (a live nudge refreshes the updates alone): the pack as a whole is
   * no fresher, so neither its "updated" time nor the readiness report ("up to date") moves.
   */
  partial?: boolean;
  /** The part the open screen shows (the attendee list: the directory): synced before the others. */
  first?: keyof PackSyncParts;
  /** Waited for after that first part, before the others start (the browser's next painted frame). */
  afterFirstPart?: () => Promise<void>;
}

export interface PackSyncResult {
  ok: boolean;
  /** Picture sources that are new on this device (for warming the image cache). */
  newPictures: string[];
}

/** The album's newest thumbnails warmed for offline; those seen further down stay as the image cache keeps them. */
export const albumThumbnailsKept = 200;

/** Every picture the pack's screens show, so they open offline with them (logos: the stands' and sponsors' lists). */
export function picturesOf(pack: EventPackParts): Set<string> {
  const sources = new Set<string>();
  for (const person of Object.values(pack.directory?.people ?? {})) if (person.picture) sources.add(person.picture.src);
  for (const session of Object.values(pack.schedule?.sessions ?? {})) for (const speaker of session.speakers) if (speaker.picture) sources.add(speaker.picture.src);
  for (const post of pack.posts?.posts ?? []) if (post.picture) sources.add(post.picture.src);
  for (const activity of pack.activities?.activities ?? []) if (activity.picture) sources.add(activity.picture.src);
  for (const stand of pack.exhibitors?.exhibitors ?? []) if (stand.logo) sources.add(stand.logo.src);
  for (const backer of pack.sponsors?.sponsors ?? []) if (backer.logo) sources.add(backer.logo.src);
  // The newest album thumbnails, so the album opens offline (small, well within the album's budget).
  for (const photo of (pack.album?.photos ?? []).slice(0, albumThumbnailsKept)) sources.add(photo.thumbnailSrc);
  return sources;
}

async function syncParts(eventId: string, deps: PackSyncDeps): Promise<unknown[]> {
  const { api, now = Date.now, parts = {}, postsFeed } = deps;
  const errors: unknown[] = [];
  // In this order, unless the open screen's part goes first (below).
  const steps: Record<keyof PackSyncParts, () => Promise<void>> = {
    schedule: async () => {
      const current = getPack(eventId).schedule;
      const answer = await api.schedule({ eventId, since: current?.cursor });
      await savePart(eventId, 'schedule', mergeSchedule(getPack(eventId).schedule, answer, now()));
    },
    directory: async () => {
      const current = getPack(eventId).directory;
      const answer = await api.directory({ eventId, since: current?.cursor });
      await savePart(eventId, 'directory', mergeDirectory(getPack(eventId).directory, answer, now()));
    },
    agenda: async () => {
      const answer = await api.agenda({ eventId });
      const pending = await (deps.pendingAgenda ?? queuedAgendaChanges)().catch(() => []);
      const programIds = overlayAgendaChanges(answer.programIds, pending, eventId);
      await savePart(eventId, 'agenda', { version: packVersion, eventId, savedAt: now(), programIds, feedUrl: answer.feedUrl });
    },
    polls: async () => {
      const answer = await api.polls({ eventId });
      await savePart(eventId, 'polls', { version: packVersion, eventId, savedAt: now(), polls: answer.polls });
    },
    exhibitors: async () => {
      const answer = await api.exhibitors({ eventId });
      await savePart(eventId, 'exhibitors', { version: packVersion, eventId, savedAt: now(), exhibitors: answer.exhibitors });
    },
    sponsors: async () => {
      const answer = await api.sponsors({ eventId });
      await savePart(eventId, 'sponsors', { version: packVersion, eventId, savedAt: now(), tiers: answer.tiers, sponsors: answer.sponsors });
    },
    album: async () => {
      const answer = await api.album({ eventId });
      await savePart(eventId, 'album', { version: packVersion, eventId, savedAt: now(), photos: answer.photos });
    },
    activities: async () => {
      const answer = await api.activities({ eventId });
      await savePart(eventId, 'activities', { version: packVersion, eventId, savedAt: now(), prizeText: answer.prizeText, activities: answer.activities });
    },
    posts: async () => {
      // Without the reader's group the updates are not synced.
      if (!postsFeed) return;
      const [feed, read] = await Promise.all([api.posts({ eventId, feed: postsFeed }), api.postsReadState({ eventId })]);
      // A read marker moved offline is still in the outbox: the server's older one must not undo it.
      const seenUpTo = laterReadMarker(read.seenUpTo, getPack(eventId).posts?.seenUpTo);
      await savePart(eventId, 'posts', { version: packVersion, eventId, savedAt: now(), feed: postsFeed, posts: feed.posts, seenUpTo });
    },
    // Last: it hides matches the directory no longer shows.
    matches: () => syncMatches(eventId, api, now),
  };
  // The part the open screen shows goes first, and the rest wait until it is drawn (a first visit to
  // the attendee list waited for the schedule's download before its own list, issue 35).
  const order = Object.keys(steps) as Array<keyof PackSyncParts>;
  const first = deps.first;
  for (const part of first ? [first, ...order.filter((other) => other !== first)] : order) {
    if (parts[part] === false) continue;
    await steps[part]().catch((error: unknown) => void errors.push(error));
    if (part === first) await deps.afterFirstPart?.();
  }
  return errors;
}

/** Dismissals made offline go first, then the list is fetched whole (it is short and has no cursor). */
async function syncMatches(eventId: string, api: EventPackApi, now: () => number): Promise<void> {
  const stillPending: string[] = [];
  for (const attendeeId of getPack(eventId).matches?.pendingDismissals ?? []) {
    // A refusal (already gone, not a match any more) will not change by asking again.
    await api.dismissMatch({ eventId, attendeeId }).catch((error: unknown) => (isRefusal(error) ? undefined : stillPending.push(attendeeId)));
  }
  const answer = await api.matches({ eventId });
  const items = visibleMatches(answer.matches, getPack(eventId).directory, stillPending);
  await savePart(eventId, 'matches', { version: packVersion, eventId, savedAt: now(), computedAt: answer.computedAt, items, pendingDismissals: stillPending });
}

/** At most one "this phone holds the event" report per event this often (the server rate-limits them too). */
export const packReportEveryMs = 2 * 60 * 1000;
const lastReports = new Map<string, number>();

/** Tells the organizers' readiness page this install holds the event as of now; a failure changes nothing here. */
function reportPackSynced(eventId: string, api: EventPackApi, now: number): void {
  if (!api.reportPack || now - (lastReports.get(eventId) ?? -Infinity) < packReportEveryMs) return;
  lastReports.set(eventId, now);
  void api.reportPack({ eventId, deviceId: installId() }).catch(() => lastReports.delete(eventId));
}

const running = new Map<string, Promise<PackSyncResult>>();
/** The run that starts when the current one ends, shared by every call made meanwhile. */
const queued = new Map<string, { deps: PackSyncDeps; start: (run: Promise<PackSyncResult>) => void; run: Promise<PackSyncResult> }>();

/**
 * Refreshes the pack, one run per event at a time. A call made while a run is under way gets the
 * next run, not the current one: the current one may have read a feed before the change that
 * prompted the call (an organizer's new poll, a live nudge), and sharing it would lose that change
 * until the next refresh. Calls made meanwhile share that next run; a whole refresh asked for
 * meanwhile wins over a partial one (the updates alone).
 */
export function syncEventPack(eventId: string, deps: PackSyncDeps): Promise<PackSyncResult> {
  if (!running.has(eventId)) return startSync(eventId, deps);
  const waiting = queued.get(eventId);
  if (waiting) {
    if (waiting.deps.partial && !deps.partial) waiting.deps = deps;
    return waiting.run;
  }
  let start!: (run: Promise<PackSyncResult>) => void;
  const run = new Promise<PackSyncResult>((resolve) => {
    start = resolve;
  });
  queued.set(eventId, { deps, start, run });
  return run;
}

function startSync(eventId: string, deps: PackSyncDeps): Promise<PackSyncResult> {
  const run = runSync(eventId, deps).finally(() => {
    running.delete(eventId);
    const next = queued.get(eventId);
    if (!next) return;
    queued.delete(eventId);
    next.start(startSync(eventId, next.deps));
  });
  running.set(eventId, run);
  return run;
}

function runSync(eventId: string, deps: PackSyncDeps): Promise<PackSyncResult> {
  return (async () => {
    const now = deps.now ?? Date.now;
    await loadPack(eventId, now());
    const before = picturesOf(getPack(eventId));
    setPackStatus(eventId, { syncing: true });
    const errors = await syncParts(eventId, deps);
    // Current as a whole only when every part came back (a refusal is a feature the phone does
    // not keep): "updated …" on this phone and "up to date" on the organizers' readiness page
    // (the server stamps the event's version when the report arrives) mean the same thing.
    const current = !deps.partial && errors.every(isRefusal);
    const meta = getPack(eventId).meta;
    const syncedAt = current ? now() : (meta?.syncedAt ?? null);
    await savePart(eventId, 'meta', { version: packVersion, eventId, savedAt: now(), syncedAt, offline: meta?.offline ?? null }).catch(() => undefined);
    setPackStatus(eventId, {
      syncing: false,
      error: errors.length ? packSyncErrorText(errors[0]) : null,
      lastSyncAt: syncedAt,
    });
    if (current) reportPackSynced(eventId, deps.api, now());
    const newPictures = [...picturesOf(getPack(eventId))].filter((src) => !before.has(src));
    return { ok: errors.length === 0, newPictures };
  })();
}
