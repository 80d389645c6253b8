/** The demo conference's programme outline: day (0 or 1), local start/end "HH:MM", room, track. */
export interface DemoSession {
  day: 0 | 1;
  start: string;
  end: string;
  title: string;
  description: string;
  room: string;
  track: string;
}

export const demoSessions: DemoSession[] = [
  {
    day: 0,
    start: '09:00',
    end: '09:45',
    title: 'Opening keynote: Conferences that work when the Wi-Fi does not',
    description: 'Why the best hallway conversations happen offline, and how the tools can keep up.',
    room: 'Main Hall',
    track: 'Keynote',
  },
  {
    day: 0,
    start: '10:00',
    end: '10:45',
    title: 'Offline-first in practice: service workers without tears',
    description: 'Caching strategies, update prompts and what to do when a precache goes stale.',
    room: 'Room A',
    track: 'Engineering',
  },
  {
    day: 0,
    start: '10:00',
    end: '10:45',
    title: 'Designing for the badge line',
    description: 'Door staff, QR codes and a queue of three hundred people: a field report.',
    room: 'Room B',
    track: 'Operations',
  },
  {
    day: 0,
    start: '11:00',
    end: '12:00',
    title: 'Workshop: Networking bingo that people actually play',
    description: 'Bring a phone. We play a round and take apart what made it fun.',
    room: 'Workshop Studio',
    track: 'Community',
  },
  {
    day: 0,
    start: '13:30',
    end: '14:15',
    title: 'Panel: What attendees remember a year later',
    description: 'Organizers from four continents compare notes on follow-ups and connections.',
    room: 'Main Hall',
    track: 'Community',
  },
  {
    day: 1,
    start: '09:30',
    end: '10:15',
    title: 'Sync without surprises: outboxes and idempotency keys',
    description: 'How queued writes reach the server once, in order, and what the user sees meanwhile.',
    room: 'Room A',
    track: 'Engineering',
  },
  {
    day: 1,
    start: '10:30',
    end: '11:15',
    title: 'Accessible events, online and off',
    description: 'Schedules, maps and check-in flows that work with a screen reader and one bar of signal.',
    room: 'Room B',
    track: 'Design',
  },
  {
    day: 1,
    start: '15:30',
    end: '16:30',
    title: 'Closing keynote and thank-yous',
    description: 'Highlights, the bingo winners, and where we meet next year.',
    room: 'Main Hall',
    track: 'Keynote',
  },
];
