import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { SchedulePage } from '#client/features/schedule/components/schedule-page.tsx';
import type { ScheduleSearch } from '#client/features/schedule/schedule-search.ts';
import { getPack, resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { readPack } from '#client/lib/event-pack/pack-storage.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { makeAccount, makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { eventId, fakePackApi, makeSession, uuid } from '../event-pack/pack-fakes.ts';

const outbox = vi.hoisted(() => ({ enqueue: vi.fn(), entries: [] as unknown[] }));
vi.mock('#client/offline/outbox.ts', () => ({
  newIdempotencyKey: () => `key-${Math.random().toString(36).slice(2, 12)}`,
  enqueue: outbox.enqueue,
  subscribeOutboxResults: () => () => {},
}));
vi.mock('#client/offline/use-outbox.ts', () => ({ useOutbox: () => ({ entries: outbox.entries }) }));
vi.mock('#client/components/outbox/outbox-status.tsx', () => ({ OutboxStatus: () => <p>Sync status</p> }));

const me = makeAccount();
// 2026-11-22 10:00 in Berlin (UTC+1) is 09:00Z.
const berlin10 = Date.UTC(2026, 10, 22, 9) / 1000;
const keynote = makeSession(1, { title: 'Keynote', startsAt: berlin10, endsAt: berlin10 + 3600, room: 'Hall A', speakers: [] });
const workshop = makeSession(2, { title: 'Rust workshop', startsAt: berlin10 + 1800, endsAt: berlin10 + 5400, room: 'Room 2' });
const late = makeSession(3, { title: 'Late talk', startsAt: berlin10 + 8 * 3600, endsAt: berlin10 + 9 * 3600 });

const event = makeEvent({ id: eventId, timeZone: 'Europe/Berlin', enableMeetings: true });
const noMeetings = { received: [], sent: [], upcoming: [], past: [] };

async function renderSchedule(search: ScheduleSearch, viewerZone: string, agenda: string[] = [], mine: Record<string, Meeting[]> = noMeetings) {
  const fake = fakePackApi({ sessions: [keynote, workshop, late], agenda, timeZone: 'Europe/Berlin' });
  await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [] });
  return renderWithFakeTrpc(() => <SchedulePage eventId={eventId} search={search} onSearch={() => {}} viewerZone={viewerZone} />, {
    'event.byId': () => event,
    'meetings.mine': () => mine,
  });
}

/** A booked meeting with Ada, as meetings.mine answers it. */
function booked(startsAt: number, overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: crypto.randomUUID(),
    eventId,
    state: 'accepted',
    direction: 'sent',
    other: { accountId: crypto.randomUUID(), attendeeId: crypto.randomUUID(), firstName: 'Ada', lastName: 'Lovelace', company: 'Engines Ltd', picture: null },
    message: '',
    proposedSlots: [],
    proposedByMe: false,
    declineReason: '',
    startsAt,
    endsAt: startsAt + 1200,
    tableNumber: 4,
    place: 'Lounge, table 4',
    heldAt: null,
    cancelledByMe: false,
    updatedAt: 1,
    ...overrides,
  };
}

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  useSessionStore.setState({ authenticated: true, account: me, verified: true });
  resetPackStore();
  await clear(createStore('hallway-event-packs', 'packs'));
  outbox.enqueue.mockReset();
  outbox.enqueue.mockResolvedValue({ id: 'e1' });
  outbox.entries = [];
});
afterEach(() => vi.restoreAllMocks());

describe('schedule page', () => {
  it('shows times on the event clock and, smaller, the viewer clock when the zones differ', async () => {
    await renderSchedule({ filter: 'all' }, 'America/New_York');
    const card = (await screen.findByRole('link', { name: 'Keynote' })).closest('li')!;
    expect(card.textContent).toContain('10:00–11:00');
    expect(card.textContent).toContain('Your time: 04:00–05:00');
  });

  it('shows one time only when the viewer is in the event zone', async () => {
    await renderSchedule({ filter: 'all' }, 'Europe/Paris');
    const card = (await screen.findByRole('link', { name: 'Keynote' })).closest('li')!;
    expect(card.textContent).toContain('10:00–11:00');
    expect(card.textContent).not.toContain('Your time');
  });

  it('the star queues agenda.set in the outbox and marks the session at once (offline)', async () => {
    await renderSchedule({ filter: 'all' }, 'Europe/Berlin');
    const star = await screen.findByRole('button', { name: 'Add Keynote to my agenda' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(outbox.enqueue).toHaveBeenCalledWith(
      'agenda.set',
      expect.objectContaining({ eventId, programId: keynote.id, inAgenda: true, changedAt: expect.any(Number) }),
      expect.objectContaining({ accountId: me.id, summary: 'Add to agenda: Keynote' }),
    );
    const pressed = await screen.findByRole('button', { name: 'Remove Keynote from my agenda' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(getPack(eventId).agenda!.programIds).toEqual([keynote.id]);
    expect((await readPack(eventId)).agenda!.programIds).toEqual([keynote.id]);
  });

  it('warns when two agenda sessions overlap', async () => {
    await renderSchedule({ filter: 'mine' }, 'Europe/Berlin', [keynote.id, workshop.id, late.id]);
    const keynoteCard = (await screen.findByRole('link', { name: 'Keynote' })).closest('li')!;
    expect(within(keynoteCard).getByText('Overlaps with Rust workshop')).toBeTruthy();
    const lateCard = screen.getByRole('link', { name: 'Late talk' }).closest('li')!;
    expect(lateCard.textContent).not.toContain('Overlaps');
    expect(screen.getByRole('heading', { name: 'Subscribe to my agenda' })).toBeTruthy();
  });

  it('offers an .ics file per session', async () => {
    await renderSchedule({ filter: 'all' }, 'Europe/Berlin');
    const link = await screen.findByRole('link', { name: 'Add Keynote to calendar' });
    expect(link.getAttribute('href')).toBe(`/api/events/${eventId}/sessions/${keynote.id}.ics`);
  });

  it('says the agenda is empty for filter=mine with nothing starred', async () => {
    await renderSchedule({ filter: 'mine' }, 'Europe/Berlin');
    expect(await screen.findByText('Your agenda is empty. Star a session to add it.')).toBeTruthy();
  });

  it('shows "Now and next" while the programme runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((berlin10 + 600) * 1000);
    try {
      await renderSchedule({ filter: 'all' }, 'Europe/Berlin');
      const section = await screen.findByRole('region', { name: 'Now and next' });
      expect(within(section).getByRole('link', { name: 'Keynote' })).toBeTruthy();
      expect(within(section).getByRole('link', { name: 'Rust workshop' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks an unknown session id as not in the schedule', async () => {
    const { SessionPage } = await import('#client/features/schedule/components/session-page.tsx');
    const fake = fakePackApi({ sessions: [keynote] });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [] });
    await act(async () => {
      await renderInRouter(() => <SessionPage eventId={eventId} programId={uuid('c', 99)} />);
    });
    await waitFor(() => expect(screen.getByText('This session is not in the schedule.')).toBeTruthy());
  });
});

describe('my booked 1:1 meetings in "My agenda"', () => {
  it('lists them among my sessions in time order, with time, place and the other person, linked to the Meetings page', async () => {
    const meeting = booked(berlin10 + 3600 + 600);
    const tomorrow = booked(berlin10 + 24 * 3600, { other: { ...meeting.other, firstName: 'Grace', lastName: 'Hopper' }, place: 'Lounge, table 2' });
    await renderSchedule({ filter: 'mine' }, 'Europe/Berlin', [keynote.id, late.id], { ...noMeetings, upcoming: [tomorrow, meeting] });
    const link = await screen.findByRole('link', { name: 'Meeting with Ada Lovelace' });
    expect(link.getAttribute('href')).toBe(`/event/${eventId}/meetings#${meeting.id}`);
    const card = link.closest('li')!;
    expect(card.textContent).toContain('11:10–11:30');
    expect(card.textContent).toContain('Lounge, table 4');
    // Keynote 10:00, the meeting 11:10, the late talk 18:00; the next day's meeting under its own day.
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Keynote', 'Meeting with Ada Lovelace', 'Late talk', 'Meeting with Grace Hopper']);
    expect(screen.getByRole('region', { name: /Nov 23/ })).toBeTruthy();
  });

  it('leaves them out of all sessions and of a room filter', async () => {
    await renderSchedule({ filter: 'all' }, 'Europe/Berlin', [], { ...noMeetings, upcoming: [booked(berlin10 + 600)] });
    await screen.findByRole('link', { name: 'Keynote' });
    expect(screen.queryByRole('link', { name: /Meeting with/ })).toBeNull();
  });

  it('shows the table card from ten minutes before until the end, and "We met" goes to the outbox', async () => {
    const meeting = booked(berlin10 + 3600);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((meeting.startsAt! - 11 * 60) * 1000);
      const early = await renderSchedule({ filter: 'mine' }, 'Europe/Berlin', [], { ...noMeetings, upcoming: [meeting] });
      await screen.findByRole('link', { name: 'Meeting with Ada Lovelace' });
      expect(screen.queryByRole('region', { name: /Meeting (soon|now)/ })).toBeNull();
      early.unmount();

      vi.setSystemTime((meeting.startsAt! - 9 * 60) * 1000);
      await renderSchedule({ filter: 'mine' }, 'Europe/Berlin', [], { ...noMeetings, upcoming: [meeting] });
      const table = await screen.findByRole('region', { name: 'Meeting soon: Ada Lovelace' });
      expect(within(table).getByText('Lounge, table 4')).toBeTruthy();
      await userEvent.click(within(table).getByRole('button', { name: 'We met' }));
      expect(outbox.enqueue).toHaveBeenCalledWith(
        'meeting.markMet',
        expect.objectContaining({ eventId, meetingId: meeting.id, timeZone: 'Europe/Berlin' }),
        expect.objectContaining({ summary: 'We met: Ada Lovelace', accountId: me.id }),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
