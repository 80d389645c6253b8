import { z } from 'zod';
import { idSchema } from './common.ts';
import { deviceIdSchema } from './check-in.ts';

// The organizers' offline readiness page: what an attendee's phone holds for the
// event once it opened it (or pressed "Make available offline"), what works with no network,
// how many phones hold it and how fresh, the door devices, and what would hurt offline.

export const readinessInput = z.object({ eventId: idSchema });

/** yes: every read works from the phone; partly: some of it needs the network; no: nothing without it. */
const offlineLevels = ['yes', 'partly', 'no'] as const;
export type OfflineLevel = (typeof offlineLevels)[number];

/** What the phone keeps for one part: as stored (JSON as the pack holds it) and as sent (brotli). */
const footprintSchema = z.object({
  /** Bytes the phone stores (the pack part's JSON as IndexedDB is given it, UTF-8). */
  storedBytes: z.number().int().nonnegative(),
  /** Bytes on the wire for a first download (the shared feed's brotli answer). */
  transferBytes: z.number().int().nonnegative(),
  /**
   * The feed was not built when asked, so its stored bytes were counted in the database and
   * transferBytes is brotli's usual share of them: an estimate.
   */
  transferEstimated: z.boolean(),
});

const featureReadinessSchema = z.object({
  /** The event switch the feature follows ('enableSchedule'…), null for what every event has. */
  flag: z.string().nullable(),
  name: z.string(),
  offline: z.enum(offlineLevels),
  /** Why, in a sentence an organizer reads. */
  reason: z.string(),
  /** "312 sessions", "4,980 people"; null when the phone keeps no list for it. */
  items: z.number().int().nonnegative().nullable(),
  itemsLabel: z.string().nullable(),
  data: footprintSchema,
  /** Pictures the phone fetches for it (avatars, speaker photos, album thumbnails…). */
  images: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative(), estimated: z.boolean() }),
  /** When its data last changed on the server (unix ms), null when never or not tracked. */
  changedAt: z.number().int().nullable(),
});
export type FeatureReadiness = z.infer<typeof featureReadinessSchema>;

const checklistItemSchema = z.object({
  id: z.string(),
  level: z.enum(['problem', 'warning', 'ok']),
  text: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const doorDeviceReadinessSchema = z.object({
  label: z.string(),
  /** When it last reached the server (roster download, changes, scans): the age of its roster. */
  lastSyncAt: z.number().int(),
  /** Scans it said it still held unsent, less those received from it since; null: never said. */
  pendingScans: z.number().int().nonnegative().nullable(),
  /** Its roster predates the last change to the event's members. */
  rosterBehind: z.boolean(),
});

export const readinessSchema = z.object({
  eventId: idSchema,
  /** Server time of this answer (unix ms): ages are counted from it. */
  generatedAt: z.number().int(),
  features: z.array(featureReadinessSchema),
  /** The app itself (the service worker's precache): null when the server has no build to measure. */
  appShell: z
    .object({
      files: z.number().int().nonnegative(),
      storedBytes: z.number().int().nonnegative(),
      transferBytes: z.number().int().nonnegative(),
      /** About how much compiled code the browser keeps beside the app's scripts (Chromium does; counted in storedBytes of totals). */
      compiledCodeBytes: z.number().int().nonnegative(),
    })
    .nullable(),
  totals: z.object({
    storedBytes: z.number().int().nonnegative(),
    transferBytes: z.number().int().nonnegative(),
    /** The first download at 1 Mbit/s (data as sent, images and the app shell). */
    downloadSeconds: z.number().nonnegative(),
  }),
  phones: z.object({
    /** Phones that synced this event's pack within the retention (30 days). */
    saved: z.number().int().nonnegative(),
    /** Of those, synced at the event's current data version. */
    current: z.number().int().nonnegative(),
    syncedWithinHour: z.number().int().nonnegative(),
    syncedWithinDay: z.number().int().nonnegative(),
    lastReportAt: z.number().int().nullable(),
    /** Members of the event (what `saved` is out of). */
    members: z.number().int().nonnegative(),
  }),
  doors: z.object({
    devices: z.array(doorDeviceReadinessSchema),
    /** The last change to the event's members (a join, an import, a removal), unix ms. */
    membersChangedAt: z.number().int().nullable(),
    pendingScans: z.number().int().nonnegative(),
  }),
  checklist: z.array(checklistItemSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** A phone's event pack finished a sync: counted for the readiness page (a random install id, no account kept). */
export const reportPackInput = z.object({ eventId: idSchema, deviceId: deviceIdSchema });
export const reportPackResult = z.object({ ok: z.literal(true) });

/** The speed the page's download estimate assumes: a slow venue connection. */
export const readinessLinkBitsPerSecond = 1_000_000;
