import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { posts } from '../db/schema/posts.ts';

// The demo conference's updates, so a newcomer sees the feed at once: a pinned welcome, a few
// recent announcements (one for speakers only, one with a link), and one scheduled for the first
// morning, which goes out with its bell notification when that time comes. Those already out
// count as announced: seeding sends nobody a notification.

const hour = 3_600_000;

interface DemoPost {
  title: string;
  body: string;
  pinned?: boolean;
  audience?: (typeof posts.$inferInsert)['audience'];
  /** Hours from now: negative for already out. */
  at: number;
}

const demoPosts: DemoPost[] = [
  {
    title: 'Welcome to Hallway Demo Conference!',
    body: 'Badges are at the registration desk in the North Lobby from 8:00. Save the schedule to your phone now: the venue Wi-Fi is famously shy, and the app works offline.\nQuestions? Find anyone in a purple shirt.',
    pinned: true,
    at: -48,
  },
  {
    title: 'Speaker check-in and slide upload',
    body: 'Speakers: please check in at the Speaker Ready Room (Room 104) at least 30 minutes before your session. Upload your slides here: https://example.com/speaker-slides',
    audience: 'speakers',
    at: -26,
  },
  {
    title: 'Workshop room change',
    body: 'The "Offline-first in practice" workshop moves from Room A to Room C (second floor, by the escalators). The schedule is already updated.',
    at: -5,
  },
  {
    title: 'Lunch and dietary needs',
    body: 'Lunch is served in the Exhibit Hall from 12:15. Vegetarian, vegan and gluten-free tables are marked; tell the catering desk about any allergy.',
    at: -2,
  },
  {
    title: 'Doors open: first talks start at 9:00',
    body: 'Good morning! Coffee is on in the foyer, and the opening keynote starts at 9:00 sharp in the Main Hall.',
    at: 24,
  },
];

/** Idempotent: an event that already has updates is left as it is. */
export async function seedDemoPosts(db: Db, { eventId, authorAccountId, now }: { eventId: string; authorAccountId: string | null; now: Date }): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(posts).where(eq(posts.eventId, eventId));
  if ((existing?.total ?? 0) > 0) return;
  await db.insert(posts).values(
    demoPosts.map((post) => {
      const publishAt = new Date(now.getTime() + post.at * hour);
      return {
        eventId,
        authorAccountId,
        title: post.title,
        body: post.body,
        pinned: post.pinned ?? false,
        audience: post.audience ?? 'everyone',
        publishAt,
        announcedAt: post.at <= 0 ? publishAt : null,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}
