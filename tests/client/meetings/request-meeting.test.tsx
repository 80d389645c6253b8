import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import type { Meeting } from '#shared/contracts/meetings.ts';
import type { OutboxEntry, OutboxResult } from '#client/offline/outbox-entry.ts';
import { RequestMeeting } from '#client/components/meetings/request-meeting.tsx';
import { meetingFreeSlotsQuery } from '#client/lib/queries/meetings-queries.ts';
import { meetingTimeText } from '#shared/rules/meeting-time-text.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount, makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';

const outbox = vi.hoisted(() => ({ enqueue: vi.fn(), entries: [] as unknown[], listeners: new Map<string, (results: unknown[]) => void>() }));
vi.mock('#client/offline/outbox.ts', () => ({
  newIdempotencyKey: () => `key-${Math.random().toString(36).slice(2, 12)}`,
  enqueue: outbox.enqueue,
  subscribeOutboxResults: (op: string, listener: (results: unknown[]) => void) => {
    outbox.listeners.set(op, listener);
    return () => outbox.listeners.delete(op);
  },
}));
vi.mock('#client/offline/use-outbox.ts', () => ({ useOutbox: () => ({ entries: outbox.entries }) }));

const me = makeAccount();
const event = makeEvent({ timeZone: 'Asia/Tokyo', enableMeetings: true });
const ada = { attendeeId: crypto.randomUUID(), firstName: 'Ada', lastName: 'Lovelace' };
const now = Math.floor(Date.now() / 1000);
const free = [now + 3600, now + 7200];
const none = { received: [], sent: [], upcoming: [], past: [] };

function entry(payload: unknown, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return { id: crypto.randomUUID(), op: 'meeting.request', payload, idempotencyKey: 'key-x', accountId: me.id, summary: 'Meeting request: Ada Lovelace', createdAt: 1, attempts: 0, nextAttemptAt: 0, lastError: null, state: 'pending', version: 1, ...overrides };
}

function sentMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: crypto.randomUUID(), eventId: event.id, state: 'pending', direction: 'sent', message: '', proposedSlots: [free[0]!], proposedByMe: true, declineReason: '',
    startsAt: null, endsAt: null, tableNumber: null, place: '', heldAt: null, cancelledByMe: false, updatedAt: 1,
    other: { accountId: crypto.randomUUID(), attendeeId: ada.attendeeId, firstName: 'Ada', lastName: 'Lovelace', company: '', picture: null },
    ...overrides,
  };
}

beforeEach(() => {
  outbox.enqueue.mockReset();
  outbox.enqueue.mockResolvedValue(undefined);
  outbox.entries = [];
  outbox.listeners.clear();
  onlineManager.setOnline(true);
  useSessionStore.setState({ authenticated: true, account: me, verified: true });
});

describe('Request a meeting', () => {
  it('picks times free for both and queues the request by the person’s attendeeId, in the event’s zone', async () => {
    const user = userEvent.setup();
    const view = await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={ada} />, {
      'event.byId': () => event,
      'meetings.mine': () => none,
      'meetings.freeSlots': () => ({ slotMinutes: 20, slots: free }),
    });
    await user.click(await screen.findByRole('button', { name: 'Request a meeting' }));
    const times = await screen.findByRole('group', { name: 'Free for you both (20 minutes)' });
    expect(view.calls.find((call) => call.path === 'meetings.freeSlots')?.input).toEqual({ eventId: event.id, attendeeId: ada.attendeeId });
    await user.click(within(times).getByRole('checkbox', { name: meetingTimeText(free[1]!, 'Asia/Tokyo') }));
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Coffee?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(outbox.enqueue).toHaveBeenCalledWith(
      'meeting.request',
      expect.objectContaining({ eventId: event.id, attendeeId: ada.attendeeId, slots: [free[1]], message: 'Coffee?', timeZone: 'Asia/Tokyo' }),
      expect.objectContaining({ summary: 'Meeting request: Ada Lovelace', accountId: me.id }),
    );
    expect(screen.queryByRole('group', { name: /Free for you both/ })).toBeNull();
  });

  it('is not offered for oneself', async () => {
    const mine = { ...ada, attendeeId: event.membership!.attendeeId };
    await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={mine} />, { 'event.byId': () => event, 'meetings.mine': () => none });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Request a meeting' })).toBeNull();
  });

  it('is not offered while meetings are switched off', async () => {
    await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={ada} />, { 'event.byId': () => ({ ...event, enableMeetings: false }) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Request a meeting' })).toBeNull();
  });

  it('shows a request queued on this phone as waiting, linking to the Meetings page', async () => {
    outbox.entries = [entry({ eventId: event.id, attendeeId: ada.attendeeId })];
    await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={ada} />, { 'event.byId': () => event, 'meetings.mine': () => none });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Waiting to send');
    expect(within(status).getByRole('link', { name: 'Meetings' }).getAttribute('href')).toBe(`/event/${event.id}/meetings`);
    expect(screen.queryByRole('button', { name: 'Request a meeting' })).toBeNull();
  });

  it('once the server took it, says "Meeting requested" at once and links to it', async () => {
    const taken = sentMeeting();
    let served: Meeting[] = [];
    await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={ada} />, { 'event.byId': () => event, 'meetings.mine': () => ({ ...none, sent: served }) });
    await screen.findByRole('button', { name: 'Request a meeting' });
    served = [taken];
    const result: OutboxResult = { entryId: 'e', idempotencyKey: 'k', op: 'meeting.request', payload: {}, outcome: 'accepted', message: 'Meeting requested', detail: taken };
    act(() => outbox.listeners.get('meeting.request')!([result]));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Meeting requested');
    expect(within(status).getByRole('link', { name: 'See it in Meetings' }).getAttribute('href')).toBe(`/event/${event.id}/meetings#${taken.id}`);
  });

  it('shows a booked meeting with its time and table', async () => {
    const booked = sentMeeting({ state: 'accepted', startsAt: free[0]!, endsAt: free[0]! + 1200, tableNumber: 4 });
    await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={ada} />, { 'event.byId': () => event, 'meetings.mine': () => ({ ...none, upcoming: [booked] }) });
    expect((await screen.findByRole('status')).textContent).toContain(`Meeting booked: ${meetingTimeText(free[0]!, 'Asia/Tokyo')}, table 4.`);
  });

  it('offline, with nothing saved, says the free times show with a connection', async () => {
    const user = userEvent.setup();
    onlineManager.setOnline(false);
    const view = await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={ada} />, {});
    act(() => view.queryClient.setQueryData(view.trpc.event.byId.queryKey({ id: event.id }), event));
    await user.click(await screen.findByRole('button', { name: 'Request a meeting' }));
    expect(await screen.findByText('The free times show with a connection.')).toBeTruthy();
  });

  it('says the times are from before when checking them again failed (Wi-Fi that leads nowhere)', async () => {
    const user = userEvent.setup();
    onlineManager.setOnline(true);
    const view = await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={ada} />, {
      'event.byId': () => event,
      'meetings.mine': () => none,
      'meetings.freeSlots': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    act(() => view.queryClient.setQueryData(meetingFreeSlotsQuery(view.trpc, event.id, ada.attendeeId).queryKey, { slotMinutes: 20, slots: free }));
    await user.click(await screen.findByRole('button', { name: 'Request a meeting' }));
    expect(await screen.findByText(/Free when last seen online/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: meetingTimeText(free[0]!, 'Asia/Tokyo') })).toBeTruthy();
  });

  it('offline, offers the free times saved for the person earlier and queues the request', async () => {
    const user = userEvent.setup();
    onlineManager.setOnline(false);
    const view = await renderWithFakeTrpc(() => <RequestMeeting eventId={event.id} person={ada} />, {});
    act(() => {
      view.queryClient.setQueryData(view.trpc.event.byId.queryKey({ id: event.id }), event);
      view.queryClient.setQueryData(meetingFreeSlotsQuery(view.trpc, event.id, ada.attendeeId).queryKey, { slotMinutes: 20, slots: free });
    });
    await user.click(await screen.findByRole('button', { name: 'Request a meeting' }));
    expect(await screen.findByText(/Free when last seen online/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: meetingTimeText(free[0]!, 'Asia/Tokyo') }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(outbox.enqueue).toHaveBeenCalledWith('meeting.request', expect.objectContaining({ attendeeId: ada.attendeeId, slots: [free[0]] }), expect.anything());
    expect(view.calls.some((call) => call.path === 'meetings.freeSlots')).toBe(false);
  });
});
