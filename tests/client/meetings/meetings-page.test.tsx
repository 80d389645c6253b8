import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting } from '#shared/contracts/meetings.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import { MeetingsPage } from '#client/features/meetings/components/meetings-page.tsx';
import { meetingTimeText } from '#shared/rules/meeting-time-text.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import { makeAccount, makeEvent, makeNotification } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';

const outbox = vi.hoisted(() => ({ enqueue: vi.fn(), discardEntry: vi.fn(), entries: [] as unknown[], listeners: new Map<string, () => void>() }));
vi.mock('#client/offline/outbox.ts', () => ({
  newIdempotencyKey: () => `key-${Math.random().toString(36).slice(2, 12)}`,
  enqueue: outbox.enqueue,
  discardEntry: outbox.discardEntry,
  subscribeOutboxResults: (op: string, listener: () => void) => {
    outbox.listeners.set(op, listener);
    return () => outbox.listeners.delete(op);
  },
}));
vi.mock('#client/offline/use-outbox.ts', () => ({ useOutbox: () => ({ entries: outbox.entries }) }));
// The sync status (Retry / Discard) has its own tests with the outbox.
vi.mock('#client/components/outbox/outbox-status.tsx', () => ({ OutboxStatus: () => <p>Sync status</p> }));

const me = makeAccount();
const event = makeEvent({ timeZone: 'Asia/Tokyo', enableMeetings: true });
const now = Math.floor(Date.now() / 1000);
const hour = 3600;

function makeMeeting(overrides: Omit<Partial<Meeting>, 'other'> & { other: Pick<Meeting['other'], 'firstName' | 'lastName'> & Partial<Meeting['other']> }): Meeting {
  return {
    id: crypto.randomUUID(),
    eventId: event.id,
    state: 'pending',
    direction: 'received',
    message: '',
    proposedSlots: [],
    proposedByMe: false,
    declineReason: '',
    startsAt: null,
    endsAt: null,
    tableNumber: null,
    place: '',
    heldAt: null,
    cancelledByMe: false,
    updatedAt: 1,
    ...overrides,
    other: { accountId: crypto.randomUUID(), attendeeId: crypto.randomUUID(), company: '', picture: null, ...overrides.other },
  };
}

const ada = makeMeeting({ other: { firstName: 'Ada', lastName: 'Lovelace' }, message: 'Coffee <b>and</b> engines?', proposedSlots: [now + 2 * hour, now + 3 * hour] });
const grace = makeMeeting({ other: { firstName: 'Grace', lastName: 'Hopper' }, direction: 'sent', proposedByMe: true, proposedSlots: [now + 4 * hour] });
const soon = makeMeeting({
  other: { firstName: 'Alan', lastName: 'Turing' },
  state: 'accepted',
  startsAt: now + 10 * 60,
  endsAt: now + 30 * 60,
  tableNumber: 12,
  place: 'Meeting area, table 12',
});
const later = makeMeeting({ other: { firstName: 'Edsger', lastName: 'Dijkstra' }, state: 'accepted', startsAt: now + 5 * hour, endsAt: now + 5 * hour + 1200, tableNumber: 3, place: 'Meeting area, table 3' });
const declined = makeMeeting({ other: { firstName: 'Barbara', lastName: 'Liskov' }, direction: 'sent', state: 'declined', declineReason: 'Fully booked' });

function entry(op: OutboxEntry['op'], payload: unknown, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return { id: crypto.randomUUID(), op, payload, idempotencyKey: 'key-x', accountId: me.id, summary: op, createdAt: 1, attempts: 0, nextAttemptAt: 0, lastError: null, state: 'pending', version: 1, ...overrides };
}

beforeEach(() => {
  outbox.enqueue.mockReset();
  outbox.discardEntry.mockReset();
  outbox.enqueue.mockImplementation(async (op: string, payload: unknown) => entry(op as OutboxEntry['op'], payload));
  outbox.entries = [];
  useSessionStore.setState({ authenticated: true, account: me, verified: true });
  useNotificationsStore.setState({ items: [] });
});

const render = () =>
  renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
    'event.byId': () => event,
    'meetings.mine': () => ({ received: [ada], sent: [grace], upcoming: [soon, later], past: [declined] }),
  });

const cardOf = (name: string) => within(screen.getByRole('listitem', { name }));

describe('/event/{id}/meetings', () => {
  it('lists requests received and sent, upcoming and past meetings, times in the event’s zone, text as text', async () => {
    await render();
    await screen.findByRole('heading', { name: 'Meetings', level: 1 });
    for (const [title, count] of [['Requests received', 1], ['Requests sent', 1], ['Upcoming', 2], ['Past', 1]] as const) {
      expect(screen.getByRole('heading', { name: `${title} (${count})` })).toBeTruthy();
    }
    expect(cardOf('Ada Lovelace').getByText('“Coffee <b>and</b> engines?”')).toBeTruthy();
    expect(cardOf('Alan Turing').getByText(meetingTimeText(soon.startsAt!, 'Asia/Tokyo'))).toBeTruthy();
    expect(cardOf('Alan Turing').getByText(/Meeting area, table 12/)).toBeTruthy();
    expect(cardOf('Grace Hopper').getByText(`You proposed: ${meetingTimeText(now + 4 * hour, 'Asia/Tokyo')}`)).toBeTruthy();
    expect(cardOf('Barbara Liskov').getByText('Declined: Fully booked')).toBeTruthy();
  });

  it('accepts one of the proposed times through the outbox, with an idempotency key and the event’s zone', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByRole('heading', { name: 'Meetings', level: 1 });
    await user.click(cardOf('Ada Lovelace').getByRole('button', { name: `Accept ${meetingTimeText(now + 3 * hour, 'Asia/Tokyo')}` }));
    expect(outbox.enqueue).toHaveBeenCalledWith(
      'meeting.accept',
      expect.objectContaining({ eventId: event.id, meetingId: ada.id, slot: now + 3 * hour, timeZone: 'Asia/Tokyo', idempotencyKey: expect.stringMatching(/^key-/) }),
      expect.objectContaining({ summary: 'Accept meeting: Ada Lovelace', accountId: me.id }),
    );
  });

  it('declines with an optional reason, and refuses one too long before queueing', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByRole('heading', { name: 'Meetings', level: 1 });
    await user.click(cardOf('Ada Lovelace').getByRole('button', { name: 'Decline' }));
    const reason = cardOf('Ada Lovelace').getByRole('textbox', { name: 'Reason (optional)' });
    await user.click(reason);
    await user.paste('x'.repeat(301));
    await user.click(cardOf('Ada Lovelace').getByRole('button', { name: 'Decline' }));
    expect(cardOf('Ada Lovelace').getByText('Keep the reason to 300 characters')).toBeTruthy();
    expect(outbox.enqueue).not.toHaveBeenCalled();
    await user.clear(reason);
    await user.type(reason, '  Not this time  ');
    await user.click(cardOf('Ada Lovelace').getByRole('button', { name: 'Decline' }));
    expect(outbox.enqueue).toHaveBeenCalledWith('meeting.decline', expect.objectContaining({ meetingId: ada.id, reason: 'Not this time' }), expect.anything());
  });

  it('offers "We met" from 15 minutes before a meeting, not earlier, and cancels a sent request', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByRole('heading', { name: 'Meetings', level: 1 });
    expect(cardOf('Edsger Dijkstra').queryByRole('button', { name: 'We met' })).toBeNull();
    await user.click(cardOf('Alan Turing').getByRole('button', { name: 'We met' }));
    expect(outbox.enqueue).toHaveBeenCalledWith('meeting.markMet', expect.objectContaining({ meetingId: soon.id }), expect.objectContaining({ summary: 'We met: Alan Turing' }));
    await user.click(cardOf('Grace Hopper').getByRole('button', { name: 'Cancel request' }));
    await user.click(cardOf('Grace Hopper').getByRole('button', { name: 'Cancel request' }));
    expect(outbox.enqueue).toHaveBeenCalledWith('meeting.cancel', expect.objectContaining({ meetingId: grace.id, reason: '' }), expect.anything());
  });

  it('refetches the meetings once the server has answered a queued meeting write', async () => {
    let answers = 0;
    await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.mine': () => {
        answers += 1;
        return answers === 1 ? { received: [ada], sent: [], upcoming: [], past: [] } : { received: [], sent: [], upcoming: [{ ...ada, state: 'accepted', startsAt: now + 2 * hour }], past: [] };
      },
    });
    await screen.findByRole('heading', { name: 'Requests received (1)' });
    act(() => outbox.listeners.get('meeting.accept')?.());
    expect(await screen.findByRole('heading', { name: 'Upcoming (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Requests received (0)' })).toBeTruthy();
  });

  it('refetches the meetings when a meeting notification for this event arrives, not for another kind', async () => {
    let answers = 0;
    await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.mine': () => {
        answers += 1;
        return { received: answers === 1 ? [] : [ada], sent: [], upcoming: [], past: [] };
      },
    });
    await screen.findByRole('heading', { name: 'Requests received (0)' });
    act(() => useNotificationsStore.setState({ items: [makeNotification({ id: 'n-post', topicName: 'announcement', payload: { eventId: event.id } })] }));
    act(() => useNotificationsStore.setState({ items: [makeNotification({ id: 'n-meet', topicName: 'meeting_requested', updatedAt: 1_795_000_100, payload: { eventId: event.id } })] }));
    expect(await screen.findByRole('heading', { name: 'Requests received (1)' })).toBeTruthy();
    expect(answers).toBe(2);
  });

  it('shows a write waiting to be sent instead of the actions, and a refused one with its reason and the times offered', async () => {
    outbox.entries = [
      entry('meeting.accept', { meetingId: ada.id }, { summary: 'Accept meeting: Ada Lovelace' }),
      entry('meeting.markMet', { meetingId: soon.id }, { summary: 'We met: Alan Turing', state: 'failed', lastError: { code: 'REJECTED', message: 'Tue 24 Nov, 10:00 is no longer free. Free instead: Tue 24 Nov, 10:20.' } }),
      entry('meeting.request', { eventId: event.id, attendeeId: 'x' }, { summary: 'Meeting request: Hedy Lamarr' }),
    ];
    await render();
    await screen.findByRole('heading', { name: 'Meetings', level: 1 });
    expect(cardOf('Ada Lovelace').getByText('Waiting to send')).toBeTruthy();
    expect(cardOf('Ada Lovelace').queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(cardOf('Alan Turing').getByRole('alert').textContent).toContain('Free instead: Tue 24 Nov, 10:20.');
    expect(screen.getByText('Waiting to send: Meeting request: Hedy Lamarr')).toBeTruthy();
  });
});

describe('asking for times from the Meetings page', () => {
  const free = [now + 6 * hour, now + 7 * hour];

  it('proposes other free times for a request received, checked before queueing, with a message', async () => {
    const user = userEvent.setup();
    const view = await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.settings': () => ({ slotMinutes: 20, placeKind: 'tables', areaName: 'Hall B', meetingPoint: '', enabled: true, timeZone: 'Asia/Tokyo' }),
      'meetings.mine': () => ({ received: [ada], sent: [], upcoming: [], past: [] }),
      'meetings.freeSlots': () => ({ slotMinutes: 20, slots: free }),
    });
    expect(await screen.findByText(/Meetings last 20 minutes, at the tables in Hall B\./)).toBeTruthy();
    await user.click(cardOf('Ada Lovelace').getByRole('button', { name: 'Propose other times' }));
    const times = await screen.findByRole('group', { name: 'Free for you both (20 minutes)' });
    expect(view.calls.find((call) => call.path === 'meetings.freeSlots')?.input).toEqual({ eventId: event.id, attendeeId: ada.other.attendeeId });
    await user.click(screen.getByRole('button', { name: 'Propose other times' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one time');
    expect(outbox.enqueue).not.toHaveBeenCalled();
    await user.click(within(times).getByRole('checkbox', { name: meetingTimeText(free[1]!, 'Asia/Tokyo') }));
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'After lunch?');
    await user.click(screen.getByRole('button', { name: 'Propose other times' }));
    expect(outbox.enqueue).toHaveBeenCalledWith(
      'meeting.propose',
      expect.objectContaining({ meetingId: ada.id, slots: [free[1]], message: 'After lunch?', timeZone: 'Asia/Tokyo' }),
      expect.objectContaining({ summary: 'Other times: Ada Lovelace' }),
    );
  });

  it('requests a new meeting with the person of a past one', async () => {
    const user = userEvent.setup();
    await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.mine': () => ({ received: [], sent: [], upcoming: [], past: [declined] }),
      'meetings.freeSlots': () => ({ slotMinutes: 20, slots: free }),
    });
    await user.click(await screen.findByRole('button', { name: 'Request again' }));
    const times = await screen.findByRole('group', { name: 'Free for you both (20 minutes)' });
    for (const slot of free) await user.click(within(times).getByRole('checkbox', { name: meetingTimeText(slot, 'Asia/Tokyo') }));
    await user.click(screen.getByRole('button', { name: 'Request again' }));
    expect(outbox.enqueue).toHaveBeenCalledWith(
      'meeting.request',
      expect.objectContaining({ eventId: event.id, attendeeId: declined.other.attendeeId, slots: free, message: '', timeZone: 'Asia/Tokyo' }),
      expect.objectContaining({ summary: 'Meeting request: Barbara Liskov', accountId: me.id }),
    );
    expect(screen.queryByRole('group', { name: /Free for you both/ })).toBeNull();
  });

  it('offers no new request to someone who has left the event (no attendeeId)', async () => {
    const gone = makeMeeting({ other: { firstName: 'Gone', lastName: 'Away', attendeeId: null }, direction: 'sent', state: 'declined' });
    await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.mine': () => ({ received: [], sent: [], upcoming: [], past: [gone] }),
    });
    await screen.findByRole('heading', { name: 'Gone Away' });
    expect(screen.queryByRole('button', { name: 'Request again' })).toBeNull();
  });
});

describe('at the table, rescheduling and blocking', () => {
  const free = [now + 6 * hour, now + 7 * hour];

  it('shows the table card for a meeting within ten minutes, not for a later one, and queues "We met" from it', async () => {
    const user = userEvent.setup();
    const nearly = { ...soon, startsAt: now + 9 * 60, endsAt: now + 29 * 60 };
    await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.mine': () => ({ received: [], sent: [], upcoming: [nearly, later], past: [] }),
    });
    const table = await screen.findByRole('region', { name: 'Meeting soon: Alan Turing' });
    expect(within(table).getByText('Meeting area, table 12')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Edsger Dijkstra/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'We met' }));
    expect(outbox.enqueue).toHaveBeenCalledWith('meeting.markMet', expect.objectContaining({ meetingId: soon.id, timeZone: 'Asia/Tokyo' }), expect.objectContaining({ summary: 'We met: Alan Turing' }));
  });

  it('says "We met" is waiting to send while it is queued (offline), and "You met" once held', async () => {
    outbox.entries = [entry('meeting.markMet', { meetingId: soon.id }, { summary: 'We met: Alan Turing' })];
    const held = { ...later, startsAt: now - 60, endsAt: now + 19 * 60, heldAt: now };
    await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.mine': () => ({ received: [], sent: [], upcoming: [{ ...soon, startsAt: now + 60, endsAt: now + 21 * 60 }, held], past: [] }),
    });
    const waiting = await screen.findByRole('region', { name: 'Meeting soon: Alan Turing' });
    expect(within(waiting).getByText('Waiting to send')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'We met' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Meeting now: Edsger Dijkstra' })).getByText('You met')).toBeTruthy();
  });

  it('reschedules a booked meeting with new free times through the outbox (meetings.reschedule)', async () => {
    const user = userEvent.setup();
    await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.mine': () => ({ received: [], sent: [], upcoming: [later], past: [] }),
      'meetings.freeSlots': () => ({ slotMinutes: 20, slots: free }),
    });
    await screen.findByRole('heading', { name: 'Edsger Dijkstra' });
    await user.click(cardOf('Edsger Dijkstra').getByRole('button', { name: 'Reschedule' }));
    const times = await screen.findByRole('group', { name: 'Free for you both (20 minutes)' });
    await user.click(within(times).getByRole('checkbox', { name: meetingTimeText(free[0]!, 'Asia/Tokyo') }));
    await user.click(screen.getByRole('button', { name: 'Propose new times' }));
    expect(outbox.enqueue).toHaveBeenCalledWith(
      'meeting.reschedule',
      expect.objectContaining({ meetingId: later.id, slots: [free[0]], message: '', timeZone: 'Asia/Tokyo' }),
      expect.objectContaining({ summary: 'Reschedule meeting: Edsger Dijkstra', accountId: me.id }),
    );
  });

  it('blocks the person of a request received, after saying what it does', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(cardOf('Ada Lovelace').getByRole('button', { name: 'Block this person' }));
    expect(cardOf('Ada Lovelace').getByText(/no longer be able to ask you for meetings/)).toBeTruthy();
    expect(outbox.enqueue).not.toHaveBeenCalled();
    await user.click(cardOf('Ada Lovelace').getByRole('button', { name: 'Block Ada Lovelace' }));
    expect(outbox.enqueue).toHaveBeenCalledWith(
      'meeting.block',
      expect.objectContaining({ eventId: event.id, meetingId: ada.id, attendeeId: ada.other.attendeeId, blocked: true }),
      expect.objectContaining({ summary: 'Block: Ada Lovelace' }),
    );
  });

  it('offers the times free now for a request refused because its time was taken, and the new request replaces it', async () => {
    const user = userEvent.setup();
    const attendeeId = crypto.randomUUID();
    const refused = entry('meeting.request', { eventId: event.id, attendeeId }, {
      summary: 'Meeting request: Hedy Lamarr',
      state: 'failed',
      lastError: { code: 'REJECTED', message: 'Tue 24 Nov, 10:00 is no longer free. Free instead: Tue 24 Nov, 10:20.' },
    });
    outbox.entries = [refused];
    const view = await renderWithFakeTrpc(() => <MeetingsPage eventId={event.id} />, {
      'event.byId': () => event,
      'meetings.mine': () => ({ received: [], sent: [], upcoming: [], past: [] }),
      'meetings.freeSlots': () => ({ slotMinutes: 20, slots: free }),
    });
    expect(await screen.findByText(/Not sent: Meeting request: Hedy Lamarr\. .*Free instead: Tue 24 Nov, 10:20\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    const times = await screen.findByRole('group', { name: 'Free for you both (20 minutes)' });
    expect(view.calls.find((call) => call.path === 'meetings.freeSlots')?.input).toEqual({ eventId: event.id, attendeeId });
    await user.click(within(times).getByRole('checkbox', { name: meetingTimeText(free[1]!, 'Asia/Tokyo') }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(outbox.enqueue).toHaveBeenCalledWith('meeting.request', expect.objectContaining({ eventId: event.id, attendeeId, slots: [free[1]] }), expect.objectContaining({ summary: 'Meeting request: Hedy Lamarr' }));
    expect(outbox.discardEntry).toHaveBeenCalledWith(refused.id);
  });
});
