import type { PollList } from '#shared/contracts/polls.ts';
import type { AlbumFeed } from '#shared/contracts/album.ts';
import type { ExhibitorList } from '#shared/contracts/exhibitors.ts';
import type { SponsorList } from '#shared/contracts/sponsors.ts';
import type { ActivityList } from '#shared/contracts/activities.ts';
import type { PostReadState, PostsFeed } from '#shared/contracts/posts.ts';
import type { Agenda, Schedule } from '#shared/contracts/schedule.ts';
import type { Directory, DirectoryPerson, Match } from '#shared/contracts/attendees.ts';
import type { PostFeed } from '#shared/rules/post-feeds.ts';
import { loadTrpcClient } from '../load-trpc.ts';
import { contractProcedures } from '../contract-procedures.ts';
import type { TrpcClient } from '../trpc.ts';
import { fetchDirectoryFeed, fetchPostsFeed, fetchPollsFeed, fetchExhibitorsFeed, fetchSponsorsFeed, fetchScheduleFeed, fetchAlbumFeed, fetchActivitiesFeed, type FetchFeed } from './event-feed.ts';
import { byName } from '#shared/rules/name-order.ts';
import { takeEarlyFeed } from './early-feed.ts';

/** The reads (and the one write) an event pack needs; the app builds it from the server, tests from fakes. */
export interface EventPackApi {
  schedule(input: { eventId: string; since?: number }): Promise<Schedule>;
  directory(input: { eventId: string; since?: number }): Promise<Directory>;
  matches(input: { eventId: string }): Promise<{ matches: Match[]; computedAt: number }>;
  agenda(input: { eventId: string }): Promise<Agenda>;
  /** The reader's group's updates, whole every time (a short list; unchanged, a 304). */
  posts(input: { eventId: string; feed: PostFeed }): Promise<PostsFeed>;
  postsReadState(input: { eventId: string }): Promise<PostReadState>;
  /** Whole every time: an event has a few dozen polls at most, and an unchanged feed is a 304. */
  polls(input: { eventId: string }): Promise<PollList>;
  /** Whole every time, like polls: a few hundred stands at most; unchanged, a 304. */
  exhibitors(input: { eventId: string }): Promise<ExhibitorList>;
  sponsors(input: { eventId: string }): Promise<SponsorList>;
  /** Every visible photo, newest first, whole (an unchanged feed is a 304). */
  album(input: { eventId: string }): Promise<AlbumFeed>;
  /** The activities and the prize, whole (a few dozen at most; unchanged, a 304). */
  activities(input: { eventId: string }): Promise<ActivityList>;
  dismissMatch(input: { eventId: string; attendeeId: string }): Promise<unknown>;
  /** "This install holds the event, synced now" for the organizers' readiness page (counts only). */
  reportPack?(input: { eventId: string; deviceId: string }): Promise<unknown>;
}

/**
 * The shared directory with what only this viewer sees laid over it (their own hidden entry,
 * connections-only friends), in the device's name order, which the pack is kept in.
 */
function withOverlay(shared: Directory, overlay: readonly DirectoryPerson[]): Directory {
  const mine = new Set(overlay.map((person) => person.attendeeId));
  const people = [...shared.people.filter((person) => !mine.has(person.attendeeId)), ...overlay].sort(byName);
  return { ...shared, people };
}

/**
 * Whole answers (a first download, "Make available offline") come from the shared feeds;
 * deltas since a cursor, the overlay and everything per person from tRPC.
 */
export function createPackApi(getClient: () => Promise<TrpcClient> = loadTrpcClient, fetchFeed: FetchFeed = (url, init) => takeEarlyFeed(url) ?? fetch(url, init)): EventPackApi {
  const api = async () => contractProcedures(await getClient());
  return {
    schedule: async (input) => (input.since === undefined ? fetchScheduleFeed(fetchFeed, input.eventId) : (await api()).schedule.get.query(input)),
    directory: async (input) => {
      if (input.since !== undefined) return (await api()).attendees.directory.query(input);
      const [shared, overlay] = await Promise.all([
        fetchDirectoryFeed(fetchFeed, input.eventId),
        api().then((procedures) => procedures.attendees.directoryOverlay.query({ eventId: input.eventId })),
      ]);
      return withOverlay(shared, overlay.people);
    },
    matches: async (input) => (await api()).matches.list.query(input),
    agenda: async (input) => (await api()).schedule.agenda.query(input),
    posts: (input) => fetchPostsFeed(fetchFeed, input.eventId, input.feed),
    postsReadState: async (input) => (await api()).posts.readState.query(input),
    polls: (input) => fetchPollsFeed(fetchFeed, input.eventId),
    exhibitors: (input) => fetchExhibitorsFeed(fetchFeed, input.eventId),
    sponsors: (input) => fetchSponsorsFeed(fetchFeed, input.eventId),
    album: (input) => fetchAlbumFeed(fetchFeed, input.eventId),
    activities: (input) => fetchActivitiesFeed(fetchFeed, input.eventId),
    dismissMatch: async (input) => (await api()).matches.dismiss.mutate(input),
    reportPack: async (input) => (await api()).readiness.reportPack.mutate(input),
  };
}
