import type { ComingSoonProps } from './coming-soon.tsx';

// What each not-yet-built page will do, so a visitor learns what is coming rather than
// hitting an empty screen. Titles are the real page titles.
type Copy = Omit<ComingSoonProps, 'eyebrow'>;

export const comingSoon = {
  schedule: {
    title: 'Schedule',
    summary: 'The full programme of this event, saved on your phone so it works with no signal.',
    points: ['Browse by day, track and room', 'Bookmark sessions to build your own agenda', 'See room changes the moment they are announced'],
  },
  attendees: {
    title: 'Attendees',
    summary: 'Everyone who is coming, and the speakers, searchable even offline.',
    points: ['Filter by speakers, exhibitors and staff', 'Open a profile to see interests and links', 'Connect with one tap'],
  },
  matches: {
    title: 'Matches',
    summary: 'The attendees you should meet, based on shared interests and goals.',
    points: ['A short list of people worth a conversation', 'Why each match was suggested', 'Connect before the event to plan a meeting'],
  },
  attendee: {
    title: 'Attendee',
    summary: 'This attendee’s profile: who they are, what they are interested in and how to reach them.',
    points: ['Name, role and organization', 'Shared interests with you', 'Connect and save their contact'],
  },
  eventMe: {
    title: 'My Profile',
    summary: 'How you appear to other attendees at this event.',
    points: ['Choose what other attendees can see', 'Add interests to get better matches', 'Your check-in status'],
  },
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
  program: {
    title: 'Session',
    summary: 'Everything about this session: time, room, speakers and description.',
    points: ['Add it to your agenda', 'Ask the speaker a question', 'Rate it afterwards'],
  },
  questions: {
    title: 'Questions',
    summary: 'Ask the speaker a question and upvote the best ones.',
    points: ['Ask anonymously or with your name', 'Upvote to push good questions to the top', 'See which were answered'],
  },
} satisfies Record<string, Copy>;
