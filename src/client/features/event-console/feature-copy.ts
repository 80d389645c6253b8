import type { FeatureFlagName, HallwayEvent } from '#shared/contracts/event.ts';

type JoinPolicyName = HallwayEvent['joinPolicy'];

/** What each switch gives attendees, in an organizer's words (the console's switches and checklist). */
export const featureCopy: Record<FeatureFlagName, { name: string; description: string }> = {
  enableSchedule: { name: 'Schedule', description: 'The programme: sessions, rooms and times, available offline.' },
  enableAttendeeList: { name: 'Attendees & speakers', description: 'Who is coming, speaker profiles and networking matches.' },
  enablePosts: { name: 'Updates', description: 'Announcements and posts from you to everyone at the event.' },
  enableActivities: { name: 'Activities', description: 'Workshops, tours and games people join by scanning a code.' },
  enableBingo: { name: 'Networking bingo', description: 'A card of people to find; attendees scan each other to fill it.' },
  enableAlbum: { name: 'Album', description: 'A shared photo album everyone at the event can add to.' },
  enableExhibitors: { name: 'Exhibitors', description: 'Booths and exhibitor profiles.' },
  enableSponsors: { name: 'Sponsors', description: 'Your sponsors, with their logos and links.' },
  enableFeedback: { name: 'Session feedback', description: 'After each session, attendees get a notification asking them to rate it.' },
  enableMeetings: { name: '1:1 meetings', description: 'Attendees request short meetings with each other at times free for both, at your tables or meeting point (set them up on the Meetings tab).' },
};

/**
 * Every switch, the most used first. A list of our own: the contract's
 * featureFlagNames lives with classic zod, which the page never loads.
 */
export const featureOrder = [
  'enableSchedule',
  'enableAttendeeList',
  'enablePosts',
  'enableActivities',
  'enableBingo',
  'enableAlbum',
  'enableExhibitors',
  'enableSponsors',
  'enableFeedback',
  'enableMeetings',
] as const satisfies readonly FeatureFlagName[];

// Compile-time check that no switch is missing from the list.
type MissingFlag = Exclude<FeatureFlagName, (typeof featureOrder)[number]>;
const _allFlagsListed: [MissingFlag] extends [never] ? true : never = true;

export const joinPolicyCopy: Record<JoinPolicyName, { name: string; description: string }> = {
  invite: {
    name: 'Invite only',
    description: 'Only the people you add on the People tab can join, each with the personal link we email them.',
  },
  code: {
    name: 'Join code or link',
    description: 'Anyone with the code (or the link that carries it) can join: put it on a slide, a badge or a newsletter.',
  },
  open: {
    name: 'Open to everyone signed in',
    description: 'Anyone with a Hallway account who finds the event can join it in one tap.',
  },
};
