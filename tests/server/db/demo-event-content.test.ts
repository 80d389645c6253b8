import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Account } from '#shared/contracts/account.ts';
import type { ActivityAdmin, ActivityBoard, Leaderboard } from '#shared/contracts/activities.ts';
import type { AlbumFeed } from '#shared/contracts/album.ts';
import type { Directory, Match } from '#shared/contracts/attendees.ts';
import type { MyBingo } from '#shared/contracts/bingo.ts';
import type { ExhibitorList } from '#shared/contracts/exhibitors.ts';
import type { FeedbackResults, MyEventFeedback, SpeakerFeedback } from '#shared/contracts/feedback.ts';
import type { PollList, PollStandings } from '#shared/contracts/polls.ts';
import type { PostsFeed } from '#shared/contracts/posts.ts';
import type { QuestionBoard, QuestionList } from '#shared/contracts/questions.ts';
import type { Schedule } from '#shared/contracts/schedule.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import type { SponsorList } from '#shared/contracts/sponsors.ts';
import { events } from '#server/db/schema/events.ts';
import { demoCredentials, demoPassword } from '#server/seed/demo-credentials.ts';
import { demoEventId, pastDemoEventId, seedDemo } from '#server/seed/demo.ts';
import { publishDuePosts } from '#server/services/posts/publish-due-posts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

// The demo event's content, feature by feature, on one server seeded once (with the album's
// photos and the logos, as `npm start` seeds it). Tests here only read the demo, or run the seed
// again to check that it adds nothing; the one that moves the clock winds it back when it ends.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(() => t.stop());

async function signIn(email: string): Promise<string> {
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email, password: demoPassword });
  return tokenFromSetCookie(response.headers) as string;
}

describe('the demo’s activities', () => {
  it('hold printable activities, a prize and a leaderboard; the demo attendee has no points yet', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const admin = (await t.api.query<ActivityAdmin>('activities.admin', { eventId: demoEventId }, { token: organizer })).data;
    expect(admin.activities.length).toBeGreaterThanOrEqual(4);
    expect(admin.activities.every((activity) => activity.code.startsWith('HWA1:'))).toBe(true);
    expect(admin.prizeText).not.toBe('');
    const attendee = await signIn('demo@hallway.test');
    const board = (await t.api.query<ActivityBoard>('activities.board', { eventId: demoEventId }, { token: attendee })).data;
    expect(board.myScans).toEqual([]);
    const leaderboard = (await t.api.query<Leaderboard>('activities.leaderboard', { eventId: demoEventId }, { token: attendee })).data;
    expect(leaderboard.players).toBeGreaterThanOrEqual(3);
    expect(leaderboard.entries[0]!.points).toBeGreaterThan(0);
  });

  it('adds nothing when the seed runs again', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const before = (await t.api.query<ActivityAdmin>('activities.admin', { eventId: demoEventId }, { token: organizer })).data;
    await seedDemo(t.db);
    const after = (await t.api.query<ActivityAdmin>('activities.admin', { eventId: demoEventId }, { token: organizer })).data;
    expect(after.activities.map((activity) => activity.id)).toEqual(before.activities.map((activity) => activity.id));
    expect(after.recentScans.length).toBe(before.recentScans.length);
  });
});

describe('the demo album', () => {
  let token: string;
  beforeAll(async () => {
    await seedDemo(t.db, { storage: t.server.deps.uploads }); // idempotent: no second dozen
    token = await signIn(demoCredentials.email);
  });

  it('holds a dozen generated photos with captions, uploaders and likes, served from storage', async () => {
    const { photos } = (await t.api.query<AlbumFeed>('album.list', { eventId: demoEventId }, { token })).data;
    expect(photos).toHaveLength(12);
    expect(photos[0]?.caption).toBe('Group photo!'); // newest first
    expect(photos.every((photo) => photo.uploaderName.length > 0)).toBe(true);
    expect(photos.some((photo) => photo.likes > 0)).toBe(true);
    const thumbnail = await fetch(new URL(photos[0]!.thumbnailSrc, t.url));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toContain('image/webp');
  });
});

describe('the demo’s bingo', () => {
  it('is a 4×4 card the demo attendee sees empty; a second seed adds nothing', async () => {
    const token = await signIn('demo@hallway.test');
    const first = await t.api.query<MyBingo>('bingo.card', { eventId: demoEventId }, { token });
    expect(first.error).toBeUndefined();
    expect(first.data.card?.size).toBe(4);
    expect(first.data.card?.tiles).toHaveLength(16);
    expect(first.data.fills).toEqual([]);
    await seedDemo(t.db);
    const again = await t.api.query<MyBingo>('bingo.card', { eventId: demoEventId }, { token });
    expect(again.data.card?.id).toBe(first.data.card?.id);
    expect(again.data.card?.tiles).toHaveLength(16);
  });
});

describe('the demo’s exhibitors and sponsors', () => {
  it('fill the floor with stands that have booths and categories to filter by', async () => {
    const attendee = await signIn('demo@hallway.test');
    const list = (await t.api.query<ExhibitorList>('exhibitors.list', { eventId: demoEventId }, { token: attendee })).data;
    expect(list.exhibitors.length).toBeGreaterThanOrEqual(6);
    expect(list.exhibitors.every((stand) => stand.booth !== '' && stand.categories.length > 0)).toBe(true);
    expect(new Set(list.exhibitors.flatMap((stand) => stand.categories)).size).toBeGreaterThanOrEqual(4);
  });

  it('have three ordered tiers of sponsors, shown once the event switches sponsors on', async () => {
    await t.db.update(events).set({ enableSponsors: true }).where(eq(events.id, demoEventId));
    const attendee = await signIn('demo@hallway.test');
    const list = (await t.api.query<SponsorList>('sponsors.list', { eventId: demoEventId }, { token: attendee })).data;
    expect(list.tiers.map((tier) => tier.name)).toEqual(['Platinum', 'Gold', 'Community']);
    expect(list.tiers.every((tier) => list.sponsors.some((sponsor) => sponsor.tierId === tier.id))).toBe(true);
  });

  it('add nothing when the seed runs again', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const before = await Promise.all([
      t.api.query<ExhibitorList>('exhibitors.list', { eventId: demoEventId }, { token: organizer }),
      t.api.query<SponsorList>('sponsors.list', { eventId: demoEventId }, { token: organizer }),
    ]);
    await seedDemo(t.db);
    const after = await Promise.all([
      t.api.query<ExhibitorList>('exhibitors.list', { eventId: demoEventId }, { token: organizer }),
      t.api.query<SponsorList>('sponsors.list', { eventId: demoEventId }, { token: organizer }),
    ]);
    expect(after.map((answer) => answer.data)).toEqual(before.map((answer) => answer.data));
  });
});

describe('the demo’s feedback', () => {
  it('fills the past meetup: organizers see rated talks and the evening, anonymous comments without names', async () => {
    const { data, error } = await t.api.query<FeedbackResults>('feedback.results', { eventId: pastDemoEventId }, { token: await signIn('organizer@hallway.test') });
    expect(error).toBeUndefined();
    expect(data.sessions.map((session) => session.count)).toEqual([3, 4, 2]);
    expect(data.event.count).toBe(3);
    expect(data.sessions[1]?.comments).toContainEqual(expect.objectContaining({ rating: 2, author: null }));
  });

  it('gives the demo speaker one talk with results, and the demo attendee their own ratings', async () => {
    const speaker = await t.api.query<SpeakerFeedback>('feedback.speakerResults', { eventId: pastDemoEventId }, { token: await signIn('speaker@hallway.test') });
    expect(speaker.data.sessions).toHaveLength(1);
    expect(speaker.data.sessions[0]?.results?.count).toBe(4);
    const mine = await t.api.query<MyEventFeedback>('feedback.mine', { eventId: pastDemoEventId }, { token: await signIn('demo@hallway.test') });
    expect(mine.data.event?.rating).toBe(4);
    expect(Object.keys(mine.data.sessions)).toHaveLength(2);
  });

  it('adds nothing when the seed runs again', async () => {
    await seedDemo(t.db);
    const { data } = await t.api.query<FeedbackResults>('feedback.results', { eventId: pastDemoEventId }, { token: await signIn('organizer@hallway.test') });
    expect(data.sessions.map((session) => session.count)).toEqual([3, 4, 2]);
  });
});

describe('the demo’s schedule, attendee list and matches', () => {
  let token: string;
  beforeAll(async () => {
    await seedDemo(t.db); // idempotent
    token = await signIn(demoCredentials.email);
  });

  it('has a schedule with rooms, tracks and speakers, an attendee list, and matches that say why', async () => {
    const schedule = (await t.api.query<Schedule>('schedule.get', { eventId: demoEventId }, { token })).data;
    expect(new Set(schedule.sessions.map((session) => session.room)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(schedule.sessions.map((session) => session.track)).size).toBeGreaterThanOrEqual(3);
    expect(schedule.sessions.filter((session) => session.speakers.length > 0).length).toBeGreaterThanOrEqual(6);

    const directory = (await t.api.query<Directory>('attendees.directory', { eventId: demoEventId }, { token })).data;
    expect(directory.people.length).toBeGreaterThanOrEqual(12);

    const { matches } = (await t.api.query<{ matches: Match[] }>('matches.list', { eventId: demoEventId }, { token })).data;
    expect(matches.length).toBeGreaterThanOrEqual(3);
    expect(matches[0]?.explanation).toMatch(/^You both follow|^They offer/);
  });
});

describe('the demo’s polls', () => {
  it('hold an open poll with votes, a closed one with results and one on a session, whose counts match the votes', async () => {
    const token = await signIn('demo@hallway.test');
    const list = await t.api.query<PollList>('polls.list', { eventId: demoEventId }, { token });
    expect(list.error).toBeUndefined();
    const standings = (await t.api.query<PollStandings>('polls.standings', { eventId: demoEventId }, { token })).data.standings;
    const byId = new Map(standings.map((standing) => [standing.pollId, standing]));
    const open = list.data.polls.find((poll) => poll.state === 'open' && poll.programId === null)!;
    const closed = list.data.polls.find((poll) => poll.state === 'closed')!;
    expect(list.data.polls.some((poll) => poll.programId !== null)).toBe(true);
    for (const poll of [open, closed]) {
      const results = byId.get(poll.id)?.results;
      expect(results?.voters).toBeGreaterThan(0);
      expect(Object.values(results!.votes).reduce((sum, votes) => sum + votes, 0)).toBe(results?.voters);
    }
    // The demo attendee has not voted yet: they can try it.
    expect(byId.get(open.id)?.voted).toBe(false);
  });

  it('adds nothing when the seed runs again', async () => {
    const token = await signIn('organizer@hallway.test');
    const before = await t.api.query<PollList>('polls.list', { eventId: demoEventId }, { token });
    await seedDemo(t.db);
    const after = await t.api.query<PollList>('polls.list', { eventId: demoEventId }, { token });
    expect(after.data.polls).toHaveLength(before.data.polls.length);
  });
});

describe('the demo conference’s updates', () => {
  const feedOf = async (token: string, feed: string) => {
    const response = await fetch(`${t.url}/api/events/${demoEventId}/feeds/posts-${feed}`, { headers: { [accountTokenHeaderName]: token } });
    return ((await response.json()) as PostsFeed).posts;
  };

  it('shows the attendee a pinned welcome on top and recent updates, but neither the speakers-only one nor the scheduled one', async () => {
    const posts = await feedOf(await signIn('demo@hallway.test'), 'attendees');
    expect(posts[0]).toMatchObject({ title: 'Welcome to Hallway Demo Conference!', pinned: true });
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((post) => post.audience)).not.toContain('speakers');
    expect(posts.map((post) => post.title)).not.toContain('Doors open: first talks start at 9:00');
  });

  // Announces the scheduled update, so it runs last here; the clock goes back when it ends.
  it('sent no notification for the updates already out, and the scheduled one goes out at its time', async () => {
    expect(await publishDuePosts(t.server.deps)).toBe(0);
    t.clock.advance(25 * 3600);
    onTestFinished(() => t.clock.advance(-25 * 3600));
    expect(await publishDuePosts(t.server.deps)).toBe(1);
  });
});

describe('the demo’s questions', () => {
  it('fill two sessions with upvoted questions, one pinned and one answered, and an anonymous one without a name', async () => {
    const board = await t.api.query<QuestionBoard>('questions.board', { eventId: demoEventId }, { token: await signIn('organizer@hallway.test') });
    expect(board.error).toBeUndefined();
    const sessions = new Set(board.data.questions.map((question) => question.programId));
    expect(sessions.size).toBe(2);
    expect(board.data.questions.filter((question) => question.pinned)).toHaveLength(1);
    expect(board.data.questions.filter((question) => question.answered)).toHaveLength(1);
    expect(board.data.questions.find((question) => question.anonymous)?.asker).toBeNull();

    const keynote = board.data.questions.find((question) => question.pinned)?.programId as string;
    const seen = await t.api.query<QuestionList>('questions.list', { eventId: demoEventId, programId: keynote }, { token: await signIn('demo@hallway.test') });
    expect(seen.data.questions[0]).toMatchObject({ pinned: true, votes: 4, votedByMe: true });
  });

  it('adds nothing when the seed runs again', async () => {
    const token = await signIn('organizer@hallway.test');
    const before = await t.api.query<QuestionBoard>('questions.board', { eventId: demoEventId }, { token });
    await seedDemo(t.db);
    const after = await t.api.query<QuestionBoard>('questions.board', { eventId: demoEventId }, { token });
    expect(after.data.questions).toHaveLength(before.data.questions.length);
  });
});

describe('the demo’s 1:1 meetings', () => {
  it('have windows and tables, and the demo attendee a request to answer, one sent and one accepted at a table', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const settings = await t.api.query<{ enabled: boolean; windows: unknown[]; tables: unknown[]; placeKind: string }>('meetings.settings', { eventId: demoEventId }, { token: organizer });
    expect(settings.data).toMatchObject({ enabled: true, placeKind: 'tables' });
    expect(settings.data.windows.length).toBeGreaterThanOrEqual(2);
    expect(settings.data.tables.length).toBeGreaterThanOrEqual(4);
    const attendee = await signIn('demo@hallway.test');
    const mine = (await t.api.query<Record<'received' | 'sent' | 'upcoming', Array<{ tableNumber: number | null }>>>('meetings.mine', { eventId: demoEventId }, { token: attendee })).data;
    expect(mine.received).toHaveLength(1);
    expect(mine.sent).toHaveLength(1);
    expect(mine.upcoming[0]?.tableNumber).toBe(1);
  });

  it('adds nothing when the seed runs again', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const before = (await t.api.query<{ requested: number }>('meetings.counts', { eventId: demoEventId }, { token: organizer })).data;
    await seedDemo(t.db);
    const after = (await t.api.query<{ requested: number }>('meetings.counts', { eventId: demoEventId }, { token: organizer })).data;
    expect(after.requested).toBe(before.requested);
    expect(after.requested).toBeGreaterThanOrEqual(4);
  });
});
