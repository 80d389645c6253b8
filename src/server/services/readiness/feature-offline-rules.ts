import type { FeatureFlagName } from '#shared/contracts/event.ts';
import type { OfflineLevel } from '#shared/contracts/readiness.ts';
import { feedNames, type FeedName } from '../event-feeds/feed-key.ts';

// How each feature behaves for an attendee whose phone opened the event once (or saved it with
// "Make available offline"), as the client is built today: which shared feeds its pack parts
// come from, and what still needs the network. Keep in step with src/client/lib/event-pack
// (pack parts) and src/client/outbox-registry.ts (writes that queue offline).

export interface FeatureOfflineRule {
  flag: FeatureFlagName;
  name: string;
  /** The feeds whose answers the phone stores for it (an attendee's group for updates). */
  feeds: readonly FeedName[];
  itemsLabel: string | null;
  offline: OfflineLevel;
  reason: string;
}

const hasFeed = (name: string): name is FeedName => (feedNames as readonly string[]).includes(name);

/** Activities join the pack once they are served as a shared feed (a feed named 'activities'). */
const activitiesFeed = hasFeed('activities') ? (['activities'] as FeedName[]) : [];

export const featureOfflineRules: readonly FeatureOfflineRule[] = [
  {
    flag: 'enableSchedule',
    name: 'Schedule',
    feeds: ['schedule'],
    itemsLabel: 'sessions',
    offline: 'yes',
    reason: 'Sessions, rooms, tracks and speakers are on the phone; stars in My agenda are saved offline and sent later. Session questions show what was last loaded.',
  },
  {
    flag: 'enableAttendeeList',
    name: 'Attendees and matches',
    feeds: ['directory'],
    itemsLabel: 'people',
    offline: 'yes',
    reason: 'The attendee list with photos, profiles and matches is on the phone; swapping contacts by scanning codes works offline and syncs later.',
  },
  activitiesFeed.length
    ? {
        flag: 'enableActivities',
        name: 'Activities',
        feeds: activitiesFeed,
        itemsLabel: 'activities',
        offline: 'partly',
        reason: 'Activities are on the phone and card scans count offline (confirmed later); the live leaderboard needs the network.',
      }
    : {
        flag: 'enableActivities',
        name: 'Activities',
        feeds: [],
        itemsLabel: null,
        offline: 'partly',
        reason: 'Card scans count offline (signed cards, checked on the phone, confirmed later), but the activity list opens offline only on phones that opened it online, and the leaderboard needs the network.',
      },
  {
    flag: 'enableBingo',
    name: 'Networking bingo',
    feeds: [],
    itemsLabel: null,
    offline: 'partly',
    reason: "Tiles fill offline by scanning people's codes (judged on the phone, confirmed later), but each person's card must have been opened once with a connection.",
  },
  {
    flag: 'enablePosts',
    name: 'Updates',
    feeds: ['posts-attendees'],
    itemsLabel: 'updates',
    offline: 'yes',
    reason: 'Updates published so far are on the phone; new and scheduled ones reach a phone when it next has a connection.',
  },
  {
    flag: 'enableAlbum',
    name: 'Album',
    feeds: ['album'],
    itemsLabel: 'photos',
    offline: 'partly',
    reason: 'Captions and the newest 200 thumbnails are on the phone and new photos wait in the outbox; full-size photos and older thumbnails need the network.',
  },
  {
    flag: 'enableExhibitors',
    name: 'Exhibitors',
    feeds: ['exhibitors'],
    itemsLabel: 'stands',
    offline: 'yes',
    reason: 'Stands, categories and "To visit" marks work offline and lead scans queue; logos show where they were seen once online.',
  },
  {
    flag: 'enableSponsors',
    name: 'Sponsors',
    feeds: ['sponsors'],
    itemsLabel: 'sponsors',
    offline: 'yes',
    reason: 'Sponsors by tier are on the phone; logos show where they were seen once online.',
  },
  {
    flag: 'enableFeedback',
    name: 'Feedback and polls',
    feeds: ['polls'],
    itemsLabel: 'polls',
    offline: 'partly',
    reason: 'Ratings and poll votes are saved offline and count once when sent; live poll results need the network.',
  },
  {
    flag: 'enableMeetings',
    name: '1:1 meetings',
    feeds: [],
    itemsLabel: null,
    offline: 'partly',
    reason:
      "Each person's meetings and the free times with their matches are on the phone once they opened Meetings or Matches with a connection; requests, answers, reschedules, cancellations, blocks and \"We met\" wait in the outbox and count once. Free times with anyone else need the network.",
  },
];
