import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createTrpc } from '#client/lib/trpc.ts';
import { attendeeDetailQuery } from '#client/lib/queries/attendees-queries.ts';
import { matchCountQuery } from '#client/lib/queries/matches-queries.ts';
import { publicScheduleQuery } from '#client/lib/queries/schedule-queries.ts';

// These factories build their key with procedureKey, without tRPC's options proxy: each must be
// exactly the key tRPC itself uses, or a save through the proxy would miss the cached answer.
describe('keys built without the tRPC proxy', () => {
  const trpc = createTrpc(new QueryClient());
  const eventId = '5eed0000-0000-4000-8000-000000000001';
  const attendeeId = '5eed0000-0000-4000-8000-000000000002';

  it('attendees.detail', () => {
    expect(attendeeDetailQuery(eventId, attendeeId).queryKey).toEqual(trpc.attendees.detail.queryKey({ eventId, attendeeId }));
  });

  it('matches.count, also without an active attendee', () => {
    expect(matchCountQuery(attendeeId).queryKey).toEqual(trpc.matches.count.queryKey({ attendeeId }));
    expect(matchCountQuery('').queryKey).toEqual(trpc.matches.count.queryKey({ attendeeId: '' }));
  });

  it('schedule.public', () => {
    expect(publicScheduleQuery(eventId).queryKey).toEqual(trpc.schedule.public.queryKey({ eventId }));
  });
});
