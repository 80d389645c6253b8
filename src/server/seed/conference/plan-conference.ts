import type { EventMemberRole } from '../../../shared/rules/permissions.ts';
import { slugOf } from '../../services/slug.ts';
import { zonedDateAfter, zonedTimeToDate } from '../../services/zoned-time.ts';
import type { SeedSession } from '../write-sessions.ts';
import { companies, firstNames, jobTitles, lastNames } from './names.ts';
import { planProfiles, type PlannedProfile } from './plan-profiles.ts';
import { createRandom, type Random } from './random.ts';
import { capitalize, descriptionShapes, namedRooms, sponsorTiers, titleShapes, topics, tracks } from './topics.ts';

export interface ConferenceSize {
  /** Everyone in the event, speakers, exhibitors and staff included. */
  attendees: number;
  sessions: number;
  days: number;
  seed: number;
}

export interface PlannedPerson {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  role: EventMemberRole;
  ticketType: string;
  profile: PlannedProfile;
}

interface PlannedSession extends Omit<SeedSession, 'speakerIds'> {
  /** Indexes into people (all of them speakers). */
  speakers: number[];
}

export interface ConferencePlan {
  organization: { handle: string; name: string; description: string };
  event: { name: string; description: string; venue: string; address: string; timeZone: string; startsAt: Date; endsAt: Date };
  people: PlannedPerson[];
  sessions: PlannedSession[];
  rooms: string[];
  exhibitors: Array<{ name: string; description: string; booth: string; website: string }>;
  sponsors: Array<{ name: string; description: string; tier: string; website: string }>;
}

const timeZone = 'America/Toronto';
/** Eight 45-minute slots a day, lunch between the fourth and the fifth. */
const slotStarts = ['09:00', '10:00', '11:00', '12:00', '13:30', '14:30', '15:30', '16:30'];
const sessionMinutes = 45;
const attendeeTickets = ['General', 'General', 'General', 'General', 'General', 'General', 'VIP', 'Student', 'Workshop pass'] as const;

/** Organizers, staff, speakers and exhibitors in realistic shares; everyone else attends. */
function roleCounts(total: number): Record<EventMemberRole, number> {
  const organizer = Math.min(total, Math.max(1, Math.round(total * 0.002)));
  const staff = Math.min(total - organizer, Math.max(1, Math.round(total * 0.015)));
  const speaker = Math.min(total - organizer - staff, Math.max(1, Math.round(total * 0.05)));
  const exhibitor = Math.min(total - organizer - staff - speaker, Math.round(total * 0.04));
  return { organizer, staff, speaker, exhibitor, attendee: total - organizer - staff - speaker - exhibitor };
}

const ticketFor: Record<EventMemberRole, (random: Random) => string> = {
  attendee: (random) => random.pick(attendeeTickets),
  speaker: () => 'Speaker',
  exhibitor: () => 'Exhibitor',
  staff: () => 'Staff',
  organizer: () => 'Organizer',
};

function planPeople(random: Random, size: ConferenceSize, mailDomain: string): PlannedPerson[] {
  const counts = roleCounts(size.attendees);
  const plannedProfiles = planProfiles(size.seed, size.attendees);
  const roles = random.shuffle((Object.keys(counts) as EventMemberRole[]).flatMap((role) => Array<EventMemberRole>(counts[role]).fill(role)));
  return roles.map((role, index) => {
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    return {
      // The index keeps every address unique however often a name repeats.
      email: `${slugOf(firstName, { separator: '.' })}.${slugOf(lastName, { separator: '.' })}.${index + 1}@${mailDomain}`,
      firstName,
      lastName,
      company: random.pick(companies),
      jobTitle: role === 'staff' ? 'Event Staff' : random.pick(jobTitles),
      role,
      ticketType: ticketFor[role](random),
      profile: plannedProfiles[index] ?? { interests: [], lookingFor: [], offers: [], visibility: 'everyone' },
    };
  });
}

/**
 * Fills rooms one by one across every slot of every day (so the main rooms are busiest and
 * a small programme still spans all days), each room keeping its track.
 */
function planSessions(random: Random, size: ConferenceSize, firstDay: { year: number; month: number; day: number }, people: PlannedPerson[]) {
  const perRoom = size.days * slotStarts.length;
  const roomCount = Math.max(1, Math.ceil(size.sessions / perRoom));
  const rooms = Array.from({ length: roomCount }, (_, index) => namedRooms[index] ?? `Room ${index + 1}`);
  const speakerIndexes = random.shuffle(people.flatMap((person, index) => (person.role === 'speaker' ? [index] : [])));
  let nextSpeaker = 0;
  const takeSpeakers = (count: number) =>
    Array.from({ length: Math.min(count, speakerIndexes.length) }, () => speakerIndexes[nextSpeaker++ % speakerIndexes.length] as number);
  const sessions: PlannedSession[] = [];
  for (let index = 0; index < size.sessions; index += 1) {
    const roomIndex = Math.floor(index / perRoom);
    const withinRoom = index % perRoom;
    const slot = Math.floor(withinRoom / size.days);
    const day = withinRoom % size.days;
    const [hour, minute] = (slotStarts[slot] ?? '09:00').split(':').map(Number);
    const date = zonedDateAfter(zonedTimeToDate({ ...firstDay, hour: 12 }, timeZone), day, timeZone);
    const startsAt = zonedTimeToDate({ ...date, hour: hour ?? 9, minute: minute ?? 0 }, timeZone);
    const keynote = roomIndex === 0 && slot === 0;
    const topic = random.pick(topics);
    sessions.push({
      title: keynote ? `Day ${day + 1} keynote: ${capitalize(topic)}` : random.pick(titleShapes)(topic),
      description: random.pick(descriptionShapes)(topic),
      room: rooms[roomIndex] ?? 'Main Hall',
      track: keynote ? 'Keynote' : (tracks[roomIndex % tracks.length] ?? 'Engineering'),
      startsAt,
      endsAt: new Date(startsAt.getTime() + sessionMinutes * 60_000),
      speakers: takeSpeakers(random.next() < 0.7 ? 1 : random.next() < 0.67 ? 2 : 3),
    });
  }
  return { rooms, sessions };
}

/** The whole conference as data, from the size and the seed alone (plus "now" for its dates). */
export function planConference(size: ConferenceSize, now: Date): ConferencePlan {
  const random = createRandom(size.seed);
  const handle = `conf-s${size.seed}-a${size.attendees}-p${size.sessions}`;
  const host = random.pick(companies);
  const firstDay = zonedDateAfter(now, 60, timeZone);
  const people = planPeople(random, size, `${handle}.hallway.test`);
  const { rooms, sessions } = planSessions(random, size, firstDay, people);
  const lastDay = zonedDateAfter(zonedTimeToDate({ ...firstDay, hour: 12 }, timeZone), size.days - 1, timeZone);
  const partners = random.shuffle(companies);
  const exhibitorCount = Math.min(partners.length, Math.max(3, Math.round(size.attendees / 125)));
  const sponsorCount = Math.min(partners.length, Math.max(4, Math.round(size.attendees / 400)));
  return {
    organization: { handle, name: `${host} Events`, description: `${host} runs community conferences. Seeded scale data (seed ${size.seed}).` },
    event: {
      name: `${host} Summit ${firstDay.year}`,
      description: `${size.days} days, ${size.sessions} sessions and ${size.attendees.toLocaleString('en-CA')} people: a seeded conference for trying Hallway at scale.`,
      venue: 'Harbourfront Convention Centre',
      address: '235 Queens Quay W, Toronto, ON',
      timeZone,
      startsAt: zonedTimeToDate({ ...firstDay, hour: 8, minute: 0 }, timeZone),
      endsAt: zonedTimeToDate({ ...lastDay, hour: 18, minute: 0 }, timeZone),
    },
    people,
    sessions,
    rooms,
    exhibitors: partners.slice(0, exhibitorCount).map((name, index) => ({
      name,
      description: `${name} shows what it builds, and is hiring.`,
      booth: `${String.fromCharCode(65 + (index % 6))}${Math.floor(index / 6) + 1}`,
      website: `https://${slugOf(name)}.example`,
    })),
    sponsors: random.shuffle(companies).slice(0, sponsorCount).map((name, index) => ({
      name,
      description: `${name} makes this conference possible.`,
      tier: sponsorTiers[Math.min(sponsorTiers.length - 1, Math.floor(index / 3))] ?? 'bronze',
      website: `https://${slugOf(name)}.example`,
    })),
  };
}
