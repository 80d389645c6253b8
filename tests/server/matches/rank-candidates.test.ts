// Runs on both databases: the ranking is one SQL query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { planConference } from '#server/seed/conference/plan-conference.ts';
import { writeConference } from '#server/seed/conference/write-conference.ts';
import { buildEventMemberIndex, type EventMemberIndex, type IndexedMember } from '#server/services/attendees/event-member-index.ts';
import { isVisibleTo } from '#server/services/attendees/profile-visibility.ts';
import { rankCandidates } from '#server/services/matches/rank-candidates.ts';
import type { ViewerTies } from '#server/services/matches/viewer-ties.ts';
import { matchReasons, matchScore, type MatchProfile } from '#shared/rules/match-reasons.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

// rankCandidates orders by counting scores instead of sorting everyone it touched: it must give
// exactly the list the plain rule gives (every member scored by the shared rule, the visible
// ones kept, best first, ties in directory order), for every viewer of a seeded event, with
// their connections, dismissals and connections-only profiles, at any limit.

let database: Database;
let dispose: () => Promise<void>;
let index: EventMemberIndex;

/** A small deterministic generator, so failures repeat. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The plain rule: score everyone with the shared rule, keep who the viewer may be suggested, sort. */
function rankPlainly(me: MatchProfile, viewerAccountId: string, ties: ViewerTies, limit: number): IndexedMember[] {
  return index.members
    .filter((member) => member.accountId !== viewerAccountId && !ties.connected.has(member.accountId) && !ties.dismissed.has(member.accountId))
    .filter((member) => isVisibleTo({ accountId: member.accountId, visibility: member.visibility, ownerConnectedToViewer: ties.connectedToViewer.has(member.accountId) }, viewerAccountId))
    .map((member) => ({ member, score: matchScore(matchReasons(me, member.person)) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.member.rank - b.member.rank)
    .slice(0, limit)
    .map(({ member }) => member);
}

const ids = (members: IndexedMember[]) => members.map((member) => member.accountId);

function randomTies(random: () => number): ViewerTies {
  const pick = (share: number) => new Set(index.members.filter(() => random() < share).map((member) => member.accountId));
  // Connections-only profiles are the ones where being connected to the viewer decides.
  const restricted = index.members.filter((member) => member.visibility === 'connections' && random() < 0.5).map((member) => member.accountId);
  return { connected: pick(0.02), dismissed: pick(0.01), connectedToViewer: new Set([...restricted, ...pick(0.01)]) };
}

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await migrateDatabase(database);
  const plan = planConference({ attendees: 600, sessions: 4, days: 1, seed: 21 }, new Date('2026-11-22T12:00:00Z'));
  const { eventId } = await writeConference(database.db, { plan, passwordHash: 'not-used', ownerIds: [] });
  index = await buildEventMemberIndex(database.db, eventId, 1);
}, 60_000);

afterAll(async () => {
  await database?.close();
  await dispose?.();
});

describe('rankCandidates', () => {
  it('has an event worth ranking: hidden and connections-only profiles, shared tags', () => {
    expect(index.members.length).toBeGreaterThan(500);
    expect(index.members.some((member) => member.visibility === 'connections')).toBe(true);
    expect(index.members.some((member) => member.visibility === 'nobody')).toBe(true);
  });

  it('equals the plain ranking for every member as the viewer, with no ties', () => {
    const none: ViewerTies = { connected: new Set(), dismissed: new Set(), connectedToViewer: new Set() };
    let compared = 0;
    for (const viewer of index.members) {
      const ranked = rankCandidates(index, { me: viewer.person, viewerAccountId: viewer.accountId, ties: none, limit: 30 });
      expect(ids(ranked)).toEqual(ids(rankPlainly(viewer.person, viewer.accountId, none, 30)));
      if (ranked.length > 0) compared += 1;
    }
    expect(compared).toBeGreaterThan(index.members.length / 2);
  });

  it('equals the plain ranking with connections, dismissals and connections-only profiles, at every limit', () => {
    const random = sequence(7);
    for (const [position, viewer] of index.members.entries()) {
      if (position % 3 !== 0) continue;
      const ties = randomTies(random);
      for (const limit of [30, 1, 7, 0, index.members.length]) {
        const ranked = rankCandidates(index, { me: viewer.person, viewerAccountId: viewer.accountId, ties, limit });
        expect(ids(ranked)).toEqual(ids(rankPlainly(viewer.person, viewer.accountId, ties, limit)));
      }
    }
  });

  it('equals the plain ranking for a viewer from outside the event, whose tags are written any way', () => {
    const random = sequence(9);
    const tags = [...new Set(index.members.flatMap((member) => [...member.person.interests, ...member.person.offers, ...member.person.lookingFor]))];
    const some = () => tags.filter(() => random() < 0.15).map((tag, at) => (at % 2 ? ` ${tag.toUpperCase()} ` : tag));
    for (let viewer = 0; viewer < 50; viewer++) {
      const me: MatchProfile = { interests: some(), lookingFor: some(), offers: some() };
      const ties = randomTies(random);
      const outsider = `00000000-0000-4000-8000-${String(viewer).padStart(12, '0')}`;
      expect(ids(rankCandidates(index, { me, viewerAccountId: outsider, ties, limit: 30 }))).toEqual(ids(rankPlainly(me, outsider, ties, 30)));
    }
  });

  it('suggests nobody to a viewer with no tags', () => {
    const none: ViewerTies = { connected: new Set(), dismissed: new Set(), connectedToViewer: new Set() };
    const blank: MatchProfile = { interests: [], lookingFor: [], offers: [] };
    expect(rankCandidates(index, { me: blank, viewerAccountId: index.members[0]!.accountId, ties: none, limit: 30 })).toEqual([]);
  });
});
