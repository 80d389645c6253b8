import type { ComingSoonProps } from './coming-soon.tsx';

// What each not-yet-built page will do, so a visitor learns what is coming rather than
// hitting an empty screen. Titles are the real page titles.
type Copy = Omit<ComingSoonProps, 'eyebrow'>;

export const comingSoon = {
  activities: {
    title: 'Activities',
    summary: 'Scavenger-style activities: scan codes around the venue to complete them.',
    points: ['Scans work offline and sync later', 'Track your progress', 'Prizes set by the organizer'],
  },
  activitiesScan: {
    title: 'Scan Activity',
    summary: 'Point your camera at an activity code to record it, even with no connection.',
    points: ['Instant feedback on every scan', 'Saved on your phone until it syncs'],
  },
  bingo: {
    title: 'Networking Bingo',
    summary: 'An icebreaker card: find people who match each tile and scan their code.',
    points: ['A fresh card for every attendee', 'Scan a person to fill a tile, offline too', 'Complete a line to win'],
  },
  bingoScan: {
    title: 'Scan Bingo Tile',
    summary: 'Scan the code of someone who matches this tile.',
    points: ['Works without Wi-Fi', 'Each person fills one tile'],
  },
  posts: {
    title: 'Updates',
    summary: 'Announcements and news from the organizers, delivered live.',
    points: ['Room changes and reminders', 'Photos and links from the team', 'Notifications on your phone'],
  },
  album: {
    title: 'Album',
    summary: 'A shared photo album of the event.',
    points: ['Upload from your phone', 'Location data removed from every photo', 'Download your favourites afterwards'],
  },
  exhibitors: {
    title: 'Exhibitors',
    summary: 'Who is exhibiting and where to find them.',
    points: ['Booth numbers and descriptions', 'Links and contacts', 'Save the ones to visit'],
  },
  sponsors: {
    title: 'Sponsors',
    summary: 'The sponsors who make this event happen.',
    points: ['Sponsor tiers and profiles', 'Links to their offers'],
  },
  feedback: {
    title: 'Feedback',
    summary: 'Tell the organizers how the event went, session by session.',
    points: ['Rate sessions right after they end', 'Anonymous comments', 'Works offline and sends later'],
  },
  polls: {
    title: 'Polls',
    summary: 'Live polls run by speakers and organizers.',
    points: ['Vote from your seat', 'See results as they come in'],
  },
  questions: {
    title: 'Questions',
    summary: 'Ask the speaker a question and upvote the best ones.',
    points: ['Ask anonymously or with your name', 'Upvote to push good questions to the top', 'See which were answered'],
  },
} satisfies Record<string, Copy>;
