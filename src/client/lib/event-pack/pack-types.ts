import type { Session } from '#shared/contracts/schedule.ts';
import type { DirectoryPerson, Match } from '#shared/contracts/attendees.ts';
import type { Post } from '#shared/contracts/posts.ts';
import type { PostFeed } from '#shared/rules/post-feeds.ts';
import type { Poll } from '#shared/contracts/polls.ts';
import type { AlbumPhoto } from '#shared/contracts/album.ts';
import type { Exhibitor } from '#shared/contracts/exhibitors.ts';
import type { Sponsor, SponsorTier } from '#shared/contracts/sponsors.ts';
import type { Activity } from '#shared/contracts/activities.ts';

// One event's data on the device (src/client/README.md, "Event packs"). Each part is its own IndexedDB
// record, so toggling a bookmark rewrites a few bytes, not five thousand people.

interface PackRecord {
  version: 1;
  eventId: string;
  /** Device time of the last write (ms). */
  savedAt: number;
}

export interface StoredSchedule extends PackRecord {
  timeZone: string;
  /** Server ms: the next delta asks with it as `since`. */
  cursor: number;
  sessions: Record<string, Session>;
}

export interface StoredDirectory extends PackRecord {
  cursor: number;
  people: Record<string, DirectoryPerson>;
}

interface StoredMatches extends PackRecord {
  computedAt: number;
  items: Match[];
  /** Dismissed on this device while the server could not be told: hidden, and sent on the next sync. */
  pendingDismissals: string[];
}

interface StoredAgenda extends PackRecord {
  programIds: string[];
  /** The private .ics feed; null until the server has been asked once. */
  feedUrl: string | null;
}

/** The event's polls as the shared feed has them (definitions only; counts and one's vote are per viewer). */
interface StoredPolls extends PackRecord {
  polls: Poll[];
}

/** The event's stands as the shared feed has them (bookmarks and teams are per person: tRPC). */
interface StoredExhibitors extends PackRecord {
  exhibitors: Exhibitor[];
}

/** Sponsors and their tiers, in the organizers' order. */
interface StoredSponsors extends PackRecord {
  tiers: SponsorTier[];
  sponsors: Sponsor[];
}

/** The album's visible photos, newest first, whole (likes and own photos are per person: album.overlay). */
interface StoredAlbum extends PackRecord {
  photos: AlbumPhoto[];
}

/** The event's activities (never their codes) and the prize text; my scans and the key are per person (activities.board). */
interface StoredActivities extends PackRecord {
  prizeText: string;
  activities: Activity[];
}

/** The updates of the reader's group, whole (a short list with an ETag: no cursor), and their unread marker. */
export interface StoredPosts extends PackRecord {
  feed: PostFeed;
  posts: Post[];
  /** Updates published after this (unix seconds) are unread; null: none read yet. */
  seenUpTo: number | null;
}

interface OfflineInfo {
  /** When "Make available offline" last kept the event's data (ms); its pictures follow. */
  at: number;
  dataBytes: number;
  imageBytes: number;
  images: number;
}

/** savedAt is the last use (retention counts from it); syncedAt the last answer from the server. */
export interface PackMeta extends PackRecord {
  syncedAt: number | null;
  offline: OfflineInfo | null;
}

export interface EventPackParts {
  schedule: StoredSchedule | null;
  directory: StoredDirectory | null;
  matches: StoredMatches | null;
  agenda: StoredAgenda | null;
  polls: StoredPolls | null;
  exhibitors: StoredExhibitors | null;
  sponsors: StoredSponsors | null;
  posts: StoredPosts | null;
  album: StoredAlbum | null;
  activities: StoredActivities | null;
  meta: PackMeta | null;
}

export type PackPart = keyof EventPackParts;
export const packParts: readonly PackPart[] = ['schedule', 'directory', 'matches', 'agenda', 'polls', 'exhibitors', 'sponsors', 'posts', 'album', 'activities', 'meta'];
